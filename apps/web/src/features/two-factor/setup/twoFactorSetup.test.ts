import { describe, expect, it } from 'vitest';
import { secretOf } from './twoFactorSetup';

describe('secretOf', () => {
  it('reads the secret of an otpauth URL', () => {
    expect(secretOf('otpauth://totp/Vitalis:dr%40x.de?secret=JBSWY3DPEHPK3PXP&issuer=Vitalis')).toBe(
      'JBSWY3DPEHPK3PXP',
    );
    expect(secretOf('not a url')).toBeNull();
  });
});
