import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { createRules } from './rules';

const rules = createRules(i18n.getFixedT('de'));

describe('form rules (German messages of the spec)', () => {
  it('explains the first problem of a new password', () => {
    const check = rules.newPassword.validate;
    expect(check('')).toBe('Das ist ein Pflichtfeld');
    expect(check('Ab1!')).toBe('Muss zwischen 8 und 64 Zeichen lang sein.');
    expect(check('abcdefg1!')).toBe('Muss mindestens einen Großbuchstaben enthalten.');
    expect(check('Abcdefgh!')).toBe('Muss mindestens eine Ziffer enthalten.');
    expect(check('Abcdefgh1')).toBe('Muss mindestens eines dieser Sonderzeichen enthalten: _-+=!@#%^&*~.,:;');
    expect(check('Abcdefg1!ä')).toBe('Nicht unterstützte Zeichen: ä');
    expect(check('Doctor!2026pass')).toBe(true);
  });

  it('checks repeated passwords and e-mails with the message of each screen', () => {
    expect(rules.repeat(() => 'a', 'passwordsDoNotMatchReset').validate('b')).toBe(
      'Die Passwörter stimmen nicht überein! Bitte probieren Sie es nochmal.',
    );
    expect(rules.repeat(() => 'a', 'passwordsDoNotMatchRegistration').validate('b')).toBe(
      'Passwörter stimmen nicht überein.',
    );
    expect(rules.repeat(() => 'a@b.de', 'emailsDoNotMatch').validate('a@b.de')).toBe(true);
  });

  it('checks e-mail, IBAN, postal code, phone and codes', () => {
    expect(rules.email.validate('no-at-sign')).toBe(
      'Ihre E-Mail-Adresse ist ungültig. Bitte probieren Sie es erneut.',
    );
    expect(rules.email.validate('dr.weber@vitalis-portal.de')).toBe(true);
    expect(rules.iban.validate('DE12')).toBe('Ungültiger IBAN.');
    expect(rules.iban.validate('')).toBe(true);
    expect(rules.iban.validate('AT61 1904 3002 3457 3201')).toBe(true);
    expect(rules.zipCode.pattern.value.test('10a')).toBe(false);
    expect(rules.zipCode.pattern.message).toBe('Dieses Feld darf nur Zahlen beinhalten.');
    expect(rules.phoneNumber.validate('12ab')).toBe('Dieses Feld darf nur Zahlen beinhalten.');
    expect(rules.phoneNumber.validate('123')).toBe('Die Telefonnummer muss aus 6 bis 12 Ziffern bestehen.');
    expect(rules.twoFactorCode.validate('')).toBe('The code cannot be empty');
    expect(rules.twoFactorCode.validate('12345')).toBe('Der Code muss exakt 6 Ziffern enthalten.');
    expect(rules.twoFactorCode.validate('123456')).toBe(true);
    expect(rules.registrationCode.validate('DEMO')).toBe(true);
    expect(rules.consent.validate(false)).toBe('Dies ist erforderlich');
  });

  it('limits lengths with the spec bounds', () => {
    expect(rules.officeName.validate('ab')).toBe('Muss zwischen 3 und 256 Zeichen lang sein.');
    expect(rules.name.maxLength).toEqual({ value: 64, message: 'Darf höchstens 64 Zeichen lang sein.' });
    expect(rules.currentPassword.maxLength.value).toBe(126);
  });
});
