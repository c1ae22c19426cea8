import { describe, expect, it } from 'vitest';
import { compactIban, isValidEmail, isValidIban, maskEmail, normalizeEmail } from './account-rules.js';

describe('e-mail', () => {
  it.each(['a@b.de', 'Max.Muster+praxis@example.co.uk'])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );
  it.each(['', 'plain', 'a@b', 'a@@b.de', 'a b@c.de', `${'a'.repeat(250)}@b.de`])('rejects %j', (email) =>
    expect(isValidEmail(email)).toBe(false),
  );
  it('normalises for uniqueness', () =>
    expect(normalizeEmail('  Max.Muster@Example.COM ')).toBe('max.muster@example.com'));
  it('folds compatibility forms, as every login and registration key does', () =>
    expect(normalizeEmail('Ｍax＠example.com')).toBe('max@example.com'));
  it('masks all but the first two characters of the local part', () => {
    expect(maskEmail('max.mustermann@example.com')).toBe('ma***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });
});

describe('IBAN', () => {
  it.each([
    'DE89370400440532013000',
    'de89 3704 0044 0532 0130 00',
    'AT611904300234573201',
    'MT84MALT011000012345MTLCAST001S',
    '',
  ])('accepts %j', (iban) => expect(isValidIban(iban)).toBe(true));
  it.each(['DE89', '1234370400440532013000', 'DE893704004X', `DE89370400440532013000${'X'.repeat(13)}`])(
    'rejects %j',
    (iban) => expect(isValidIban(iban)).toBe(false),
  );
  it('compacts spaces and case', () => expect(compactIban('de89 3704 0044')).toBe('DE8937040044'));
});
