import { describe, expect, it } from 'vitest';
import { RestError } from '../../http/rest';
import { linkLoginFailure } from './linkLoginApi';

const restError = (status: number | null, fieldErrors: Record<string, string[]> = {}) =>
  new RestError(status, [{ message: 'x' }], fieldErrors);

describe('linkLoginFailure', () => {
  it('shows the expired page for a refused, replaced, submitted or unknown link', () => {
    for (const status of [403, 404, 410])
      expect(linkLoginFailure(restError(status))).toEqual({ kind: 'expired' });
  });

  it('shows a wrong birth date with the server message of the field', () => {
    expect(linkLoginFailure(restError(422, { birthDate: ['Stimmt nicht.'] }))).toEqual({
      kind: 'wrongBirthDate',
      message: 'Stimmt nicht.',
    });
    expect(linkLoginFailure(restError(422))).toEqual({ kind: 'wrongBirthDate', message: null });
  });

  it('tells too many attempts apart', () => {
    expect(linkLoginFailure(restError(429))).toEqual({ kind: 'tooManyAttempts' });
  });

  it('leaves anything else to the error catalogue', () => {
    expect(linkLoginFailure(restError(500))).toEqual({ kind: 'failed', told: true });
    expect(linkLoginFailure(restError(null))).toEqual({ kind: 'failed', told: false });
    expect(linkLoginFailure(new Error('boom'))).toEqual({ kind: 'failed', told: false });
  });
});
