import { isPasswordConfirmed, PASSWORD_CONFIRMATION_TTL_MS } from '../src/modules/sessions/session-data.js';

describe('isPasswordConfirmed', () => {
  const now = 1_800_000_000_000;

  it('is true for a confirmation younger than 15 minutes', () => {
    expect(isPasswordConfirmed({ passwordConfirmedAt: now }, now)).toBe(true);
    expect(isPasswordConfirmed({ passwordConfirmedAt: now - PASSWORD_CONFIRMATION_TTL_MS + 1 }, now)).toBe(
      true,
    );
  });

  it('is false at 15 minutes and later, without a confirmation or without a session', () => {
    expect(PASSWORD_CONFIRMATION_TTL_MS).toBe(15 * 60 * 1000);
    expect(isPasswordConfirmed({ passwordConfirmedAt: now - PASSWORD_CONFIRMATION_TTL_MS }, now)).toBe(false);
    expect(isPasswordConfirmed({}, now)).toBe(false);
    expect(isPasswordConfirmed(undefined, now)).toBe(false);
  });
});
