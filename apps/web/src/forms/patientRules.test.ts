import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { createRules } from './rules';

const rules = createRules(i18n.getFixedT('de')).patient;
const invalidBirthDate = 'Bitte ein gültiges Geburtsdatum (TT.MM.JJJJ) ab 01.01.1900 eingeben.';
const invalidHeight = 'Die Größe muss zwischen 1 und 300 cm liegen.';
const invalidWeight = 'Das Gewicht muss zwischen 0,01 und 500 kg liegen.';
const invalidPhone = 'Die Telefonnummer muss aus 6 bis 12 Ziffern bestehen.';

describe('patient form rules', () => {
  it('accepts birth dates as DD.MM.YYYY, DD-MM-YYYY and YYYY-MM-DD', () => {
    expect(rules.birthDate.validate('24.12.1980')).toBe(true);
    expect(rules.birthDate.validate('24-12-1980')).toBe(true);
    expect(rules.birthDate.validate('1980-12-24')).toBe(true);
  });

  it('refuses impossible, too early and future birth dates', () => {
    expect(rules.birthDate.validate('31.02.1980')).toBe(invalidBirthDate);
    expect(rules.birthDate.validate('31.12.1899')).toBe(invalidBirthDate);
    expect(rules.birthDate.validate('01.01.2999')).toBe(invalidBirthDate);
    expect(rules.birthDate.validate('')).toBe('Das ist ein Pflichtfeld');
  });

  it('checks height 1-300, weight 0.01-500 and phone digits 6-12', () => {
    expect(rules.height.validate('300')).toBe(true);
    expect(rules.height.validate('301')).toBe(invalidHeight);
    expect(rules.height.validate('0')).toBe(invalidHeight);
    expect(rules.weight.validate('0,01')).toBe(true);
    expect(rules.weight.validate('500.5')).toBe(invalidWeight);
    expect(rules.phoneNumber.validate('123456')).toBe(true);
    expect(rules.phoneNumber.validate('12345')).toBe(invalidPhone);
    expect(rules.phoneNumber.validate('+43123456')).toBe(invalidPhone);
  });
});
