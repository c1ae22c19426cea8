import { decrypt, encrypt } from './secrets.js';

describe('encryption with APP_KEY', () => {
  it('round-trips and never repeats a ciphertext', () => {
    const a = encrypt('k'.repeat(40), 'JBSWY3DPEHPK3PXP');
    const b = encrypt('k'.repeat(40), 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(decrypt('k'.repeat(40), a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key or a tampered payload', () => {
    const payload = encrypt('k'.repeat(40), 'secret');
    expect(() => decrypt('x'.repeat(40), payload)).toThrow();
    const raw = Buffer.from(payload, 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => decrypt('k'.repeat(40), raw.toString('base64'))).toThrow();
  });
});
