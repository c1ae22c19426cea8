import { describe, expect, it } from 'vitest';
import { passwordProblems, passwordViolations } from './account-rules.js';

describe('passwordViolations', () => {
  it('finds the same problems as passwordProblems, one code per message', () => {
    for (const password of [
      '',
      'short',
      'alllowercase1!',
      'ALLUPPER1!',
      'NoDigits!!',
      'NoSymbol12',
      'Äpfel und Birnen 1!',
      'Good-Pass1',
    ]) {
      expect(passwordViolations(password)).toHaveLength(passwordProblems(password).length);
    }
  });

  it('names each broken rule by its code, in the order of the messages', () => {
    expect(passwordViolations('')).toEqual([{ rule: 'required' }]);
    expect(passwordViolations('short').map((v) => v.rule)).toEqual([
      'length',
      'uppercase',
      'digit',
      'symbol',
    ]);
    expect(passwordViolations('ALLUPPER1!').map((v) => v.rule)).toEqual(['lowercase']);
    expect(passwordProblems('ALLUPPER1!')).toEqual(['Muss mindestens einen Kleinbuchstaben enthalten.']);
    expect(passwordViolations('NoSymbol12').map((v) => v.rule)).toEqual(['symbol']);
  });

  it('lists each unsupported character once', () => {
    expect(passwordViolations('Abcdefg1!ää ')).toEqual([{ rule: 'unsupported', characters: ['ä', ' '] }]);
    expect(passwordProblems('Abcdefg1!ää ')).toEqual(['Nicht unterstützte Zeichen: ä  ']);
  });

  it('accepts a password that follows every rule', () => {
    expect(passwordViolations('Doctor!2026pass')).toEqual([]);
  });
});
