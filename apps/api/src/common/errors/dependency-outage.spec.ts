import { QueryFailedError } from 'typeorm';
import { isDependencyOutage } from './dependency-outage.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDependencyOutage', () => {
  it.each([
    [
      'ioredis giving up on a command',
      Object.assign(new Error('Reached the max retries per request limit'), {
        name: 'MaxRetriesPerRequestError',
      }),
    ],
    ['ioredis on a closed connection', new Error('Connection is closed.')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:6379', 'ECONNREFUSED')],
    ['pg losing the server mid-query', new Error('Connection terminated unexpectedly')],
    [
      'PostgreSQL shutting down (57P01)',
      new QueryFailedError(
        'SELECT 1',
        [],
        withCode('terminating connection due to administrator command', '57P01'),
      ),
    ],
    [
      'a connection exception (class 08)',
      new QueryFailedError('SELECT 1', [], withCode('connection failure', '08006')),
    ],
  ])('recognises %s', (_what, error) => {
    expect(isDependencyOutage(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('duplicate key value', '23505'))],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'ECONNREFUSED'],
  ])('leaves %s alone', (_what, error) => {
    expect(isDependencyOutage(error)).toBe(false);
  });
});
