import { QueryFailedError } from 'typeorm';
import { CONNECTION_LOSS_RECENT_MS, isDependencyOutage, noteConnectionLost } from './dependency-outage.js';

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
      'a statement on a held connection the server ended',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
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

  it('takes a released query runner for the outage only while a connection was lost recently', () => {
    const released = Object.assign(new Error('Query runner already released.'), {
      name: 'QueryRunnerAlreadyReleasedError',
    });
    noteConnectionLost(Date.now() - CONNECTION_LOSS_RECENT_MS - 1);
    expect(isDependencyOutage(released)).toBe(false); // then it is a bug of ours: the 500
    noteConnectionLost();
    expect(isDependencyOutage(released)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('duplicate key value', '23505'))],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'ECONNREFUSED'],
  ])('leaves %s alone', (_what, error) => {
    expect(isDependencyOutage(error)).toBe(false);
  });
});
