import { signRegistrationToken, verifyRegistrationToken } from './registration-token.js';

const key = 'k'.repeat(40);

describe('registration token', () => {
  const inAnHour = new Date(Date.now() + 3_600_000);

  it('round-trips the code id until it expires', () => {
    const token = signRegistrationToken(key, '42', inAnHour);
    expect(verifyRegistrationToken(key, token)).toBe('42');
    expect(verifyRegistrationToken(key, token, new Date(Date.now() + 7_200_000))).toBeNull();
  });

  it('refuses altered tokens, other keys and garbage', () => {
    const token = signRegistrationToken(key, '42', inAnHour);
    expect(verifyRegistrationToken(key, token.replace(/^42/, '43'))).toBeNull();
    expect(verifyRegistrationToken('x'.repeat(40), token)).toBeNull();
    expect(verifyRegistrationToken(key, 'DEMO')).toBeNull();
    expect(verifyRegistrationToken(key, `${token}0`)).toBeNull();
  });
});
