import { passwordViolations } from '@portal/shared-types';
import { passwordProblems, ValidationText } from './validation-texts.js';

describe('passwordProblems', () => {
  it('accepts a password with all four classes', () => {
    expect(passwordProblems('Sicher!2026')).toEqual([]);
    expect(passwordProblems('aB3_' + 'x'.repeat(60))).toEqual([]);
  });

  it('requires a password', () => {
    expect(passwordProblems('')).toEqual([ValidationText.required]);
  });

  it('enforces 8 to 64 characters', () => {
    expect(passwordProblems('aB3!')).toContain('Muss zwischen 8 und 64 Zeichen lang sein.');
    expect(passwordProblems('aB3!' + 'x'.repeat(61))).toContain('Muss zwischen 8 und 64 Zeichen lang sein.');
  });

  it('names each missing character class', () => {
    expect(passwordProblems('ALLUPPER1!')).toEqual(['Muss mindestens einen Kleinbuchstaben enthalten.']);
    expect(passwordProblems('alllower1!')).toEqual(['Muss mindestens einen Großbuchstaben enthalten.']);
    expect(passwordProblems('NoDigits!!')).toEqual(['Muss mindestens eine Ziffer enthalten.']);
    expect(passwordProblems('NoSymbol12')).toEqual([
      'Muss mindestens eines dieser Sonderzeichen enthalten: _-+=!@#%^&*~.,:;',
    ]);
  });

  it('lists unsupported characters', () => {
    expect(passwordProblems('Sicher!2026 ä$')).toEqual(['Nicht unterstützte Zeichen:   ä $']);
    expect(passwordProblems('Abcdefg1!ää ')).toEqual(['Nicht unterstützte Zeichen: ä  ']);
  });

  it('words each rule code of shared-types once, in the same order', () => {
    for (const password of [
      '',
      'short',
      'alllowercase1!',
      'ALLUPPER1!',
      'NoDigits!!',
      'NoSymbol12',
      'Äpfel und Birnen 1!',
      'Good-Pass1',
    ])
      expect(passwordViolations(password)).toHaveLength(passwordProblems(password).length);
  });
});
