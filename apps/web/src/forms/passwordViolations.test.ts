import { describe, expect, it } from 'vitest';
import { passwordProblems } from '@portal/shared-types';
import { passwordViolations } from './passwordViolations';

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

  it('lists each unsupported character once', () => {
    expect(passwordViolations('Abcdefg1!ää ')).toEqual([{ rule: 'unsupported', characters: ['ä', ' '] }]);
  });

  it('accepts a password that follows every rule', () => {
    expect(passwordViolations('Doctor!2026pass')).toEqual([]);
  });
});
