import { describe, expect, it } from 'vitest';
import { BLOOD_VALUE_PATTERN, bloodValueDate, fieldLock, limitViolation } from './bloodEntryRules';

describe('bloodValueDate', () => {
  const today = '2026-11-24';
  it('reads TT.MM.JJJJ and TT-MM-JJJJ', () => {
    expect(bloodValueDate('03.02.2025', today)).toBe('2025-02-03');
    expect(bloodValueDate('3-2-2025', today)).toBe('2025-02-03');
    expect(bloodValueDate(' 24.11.2026 ', today)).toBe('2026-11-24');
  });
  it('refuses other forms, impossible dates, dates before 1900 and after today', () => {
    expect(bloodValueDate('2025-02-03', today)).toBeNull();
    expect(bloodValueDate('03/02/2025', today)).toBeNull();
    expect(bloodValueDate('03.02-2025', today)).toBeNull();
    expect(bloodValueDate('31.02.2025', today)).toBeNull();
    expect(bloodValueDate('31.12.1899', today)).toBeNull();
    expect(bloodValueDate('01.01.1900', today)).toBe('1900-01-01');
    expect(bloodValueDate('25.11.2026', today)).toBeNull();
    expect(bloodValueDate('', today)).toBeNull();
  });
});

describe('BLOOD_VALUE_PATTERN', () => {
  it('accepts digits and one dot only', () => {
    for (const ok of ['5', '5.4', '0.25', '.5', '12.']) expect(BLOOD_VALUE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['5,4', '-1', '1e3', '1.2.3', ' 5', 'abc', '', '.'])
      expect(BLOOD_VALUE_PATTERN.test(bad)).toBe(false);
  });
});

describe('limitViolation', () => {
  const limits = { lower_input_limit_value: 1, upper_input_limit_value: 10 };
  it('allows values within the limits, bounds included', () => {
    expect(limitViolation(1, limits)).toBeNull();
    expect(limitViolation(10, limits)).toBeNull();
    expect(limitViolation(5.5, limits)).toBeNull();
  });
  it('names the range a value breaks', () => {
    expect(limitViolation(0.5, limits)).toEqual({ kind: 'between', min: 1, max: 10 });
    expect(limitViolation(11, limits)).toEqual({ kind: 'between', min: 1, max: 10 });
  });
  it('uses the single-bound messages when one limit is 0 or missing', () => {
    expect(limitViolation(0.5, { lower_input_limit_value: 1, upper_input_limit_value: 0 })).toEqual({
      kind: 'above',
      min: 1,
    });
    expect(limitViolation(20, { lower_input_limit_value: null, upper_input_limit_value: 10 })).toEqual({
      kind: 'below',
      max: 10,
    });
  });
  it('skips the check when both limits are 0', () => {
    expect(limitViolation(99999, { lower_input_limit_value: 0, upper_input_limit_value: 0 })).toBeNull();
    expect(limitViolation(99999, {})).toBeNull();
  });
});

describe('fieldLock', () => {
  const results = [{ valueDate: '2025-03-10' }];
  it('locks every field without a date', () => {
    expect(fieldLock(null, [])).toBe('noDate');
  });
  it('locks a field with a value dated on or after the chosen date', () => {
    expect(fieldLock('2025-03-10', results)).toBe('youngerData');
    expect(fieldLock('2025-03-01', results)).toBe('youngerData');
  });
  it('opens a field whose values are all older, or that has none', () => {
    expect(fieldLock('2025-03-11', results)).toBeNull();
    expect(fieldLock('2025-03-11', [])).toBeNull();
  });
});
