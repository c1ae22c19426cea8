import { describe, expect, it } from 'vitest';
import { passwordRuleStates } from './passwordRuleStates';

describe('passwordRuleStates', () => {
  it('meets nothing while empty', () => {
    expect(passwordRuleStates('')).toEqual({
      length: false,
      lowercase: false,
      uppercase: false,
      digit: false,
      symbol: false,
    });
  });

  it('ticks each rule as the password meets it', () => {
    expect(passwordRuleStates('abc')).toEqual({
      length: false,
      lowercase: true,
      uppercase: false,
      digit: false,
      symbol: false,
    });
    expect(passwordRuleStates('Abcdefg1')).toMatchObject({
      length: true,
      uppercase: true,
      digit: true,
      symbol: false,
    });
    expect(Object.values(passwordRuleStates('Abcdefg1!'))).toEqual([true, true, true, true, true]);
  });

  it('counts more than 64 characters as a broken length', () => {
    expect(passwordRuleStates(`Aa1!${'x'.repeat(61)}`).length).toBe(false);
  });
});
