import { isPasswordConfirmed } from '../../src/modules/sessions/session-data.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

describe('isPasswordConfirmed', () => {
  const now = 1_800_000_000_000;

  it('is true for a confirmation younger than 15 minutes', () => {
    expect(isPasswordConfirmed({ passwordConfirmedAt: now }, now)).toBe(true);
    // Fortify's rule: a confirmation counts for 15 minutes.
    expect(isPasswordConfirmed({ passwordConfirmedAt: now - FIFTEEN_MINUTES + 1 }, now)).toBe(true);
  });

  it('is false at 15 minutes and later, without a confirmation or without a session', () => {
    expect(isPasswordConfirmed({ passwordConfirmedAt: now - FIFTEEN_MINUTES }, now)).toBe(false);
    expect(isPasswordConfirmed({}, now)).toBe(false);
    expect(isPasswordConfirmed(undefined, now)).toBe(false);
  });
});
