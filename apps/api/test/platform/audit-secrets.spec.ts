import { isSecretKey, withoutSecrets } from '../../src/modules/audit/audit.service.js';

describe('withoutSecrets (audit details)', () => {
  it.each([
    'password',
    'password_confirmation',
    'current_password',
    'currentPassword',
    'newPasswordRepeat',
    'PASSWORD',
    'token',
    'registration_token',
    'secret',
    'two_factor_secret',
    'signature',
    'code',
    'recovery_code',
    'recoveryCode',
    'otp',
    'iban',
    'IBAN',
  ])('drops %s', (key) => {
    expect(isSecretKey(key)).toBe(true);
  });

  it.each([
    'registrationCodeId',
    'partnershipModelId',
    'tokenId',
    'reason',
    'twoFactor',
    'enabled',
    'passport_kind',
  ])('keeps %s', (key) => {
    expect(isSecretKey(key)).toBe(false);
  });

  it('drops secrets at any depth and keeps record ids whose names only contain a secret word', () => {
    const details = {
      registrationCodeId: '7',
      partnershipModelId: '3',
      password: 'Top!Secret2026',
      input: {
        email: 'a@b.de',
        password_confirmation: 'Top!Secret2026',
        billing: { iban: 'DE89370400440532013000', holder: 'Dr. A' },
        items: [{ code: '123456', label: 'x' }, 'plain', 4],
      },
      when: null,
    };
    expect(withoutSecrets(details)).toEqual({
      registrationCodeId: '7',
      partnershipModelId: '3',
      input: { email: 'a@b.de', billing: { holder: 'Dr. A' }, items: [{ label: 'x' }, 'plain', 4] },
      when: null,
    });
  });
});
