import { checkSignedUrl, signUrl } from './signed-url.js';

const KEY = 'k'.repeat(40);
const future = new Date(Date.now() + 3600_000);

describe('signed URLs', () => {
  const signed = signUrl(KEY, 'http://localhost:3000/api/doctors/7/register', future);

  it('accepts the URL as signed', () => {
    expect(signed).toMatch(/\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(checkSignedUrl(KEY, signed)).toBeNull();
  });

  it('refuses an altered path', () => {
    expect(checkSignedUrl(KEY, signed.replace('/doctors/7/', '/doctors/8/'))).toBe('invalid');
  });

  it('refuses an altered expiry', () => {
    const url = new URL(signed);
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 60));
    expect(checkSignedUrl(KEY, url.toString())).toBe('invalid');
  });

  it('refuses an extra parameter', () => {
    expect(checkSignedUrl(KEY, `${signed}&admin=1`)).toBe('invalid');
  });

  it('refuses a missing or doubled signature', () => {
    expect(checkSignedUrl(KEY, signed.replace(/&signature=.*/, ''))).toBe('invalid');
    expect(checkSignedUrl(KEY, `${signed}&signature=abc`)).toBe('invalid');
  });

  it('refuses another key', () => {
    expect(checkSignedUrl('x'.repeat(40), signed)).toBe('invalid');
  });

  it('refuses an expired link', () => {
    const old = signUrl(KEY, 'http://localhost:3000/api/doctors/7/register', new Date(Date.now() - 1000));
    expect(checkSignedUrl(KEY, old)).toBe('expired');
  });
});
