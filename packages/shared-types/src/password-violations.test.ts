import { describe, expect, it } from 'vitest';
import { passwordViolations } from './account-rules.js';

describe('passwordViolations', () => {
  it('names each broken rule by its code, in the order of the messages', () => {
    expect(passwordViolations('')).toEqual([{ rule: 'required' }]);
    expect(passwordViolations('short').map((v) => v.rule)).toEqual([
      'length',
      'uppercase',
      'digit',
      'symbol',
    ]);
    expect(passwordViolations('ALLUPPER1!').map((v) => v.rule)).toEqual(['lowercase']);
    expect(passwordViolations('NoSymbol12').map((v) => v.rule)).toEqual(['symbol']);
  });

  it('lists each unsupported character once', () => {
    expect(passwordViolations('Abcdefg1!ää ')).toEqual([{ rule: 'unsupported', characters: ['ä', ' '] }]);
  });

  it('accepts a password that follows every rule', () => {
    expect(passwordViolations('Doctor!2026pass')).toEqual([]);
  });
});
