import { describe, expect, it } from 'vitest';
import { formulaTemplateInput, isSortOrder, isTestInput, testInputOrNull } from './formulaTemplateValues';

const values = {
  name: '  Zink  ',
  micronutrient_id: '4',
  sort_order: '',
  formula: 'valueOr(blood_ZINC, 10)',
  test_input_value: '',
};

describe('formula template values', () => {
  it('accepts as test input nothing or a JSON object of numbers', () => {
    expect(isTestInput('')).toBe(true);
    expect(isTestInput('{"age": 40, "blood_FERRITIN": 25.5}')).toBe(true);
    expect(isTestInput('{}')).toBe(true);
    expect(isTestInput('{"age": "40"}')).toBe(false);
    expect(isTestInput('[40]')).toBe(false);
    expect(isTestInput('null')).toBe(false);
    expect(isTestInput('{"age": 40')).toBe(false);
  });

  it('sends the test input only when it is one', () => {
    expect(testInputOrNull(' {"age": 40} ')).toBe('{"age": 40}');
    expect(testInputOrNull('{"age": ')).toBeNull();
    expect(testInputOrNull('  ')).toBeNull();
  });

  it('takes a whole sort order from 0, or none', () => {
    expect(['', '0', ' 12 '].map(isSortOrder)).toEqual([true, true, true]);
    expect(['-1', '1.5', 'eins'].map(isSortOrder)).toEqual([false, false, false]);
  });

  it('makes the API input: trimmed name, no id for a new template, sort order only when given', () => {
    expect(formulaTemplateInput(values)).toEqual({
      name: 'Zink',
      formula: 'valueOr(blood_ZINC, 10)',
      micronutrient_id: '4',
      test_input_value: null,
    });
    expect(
      formulaTemplateInput({ ...values, sort_order: '7', test_input_value: '{"blood_ZINC": 8}' }, '9'),
    ).toEqual({
      id: '9',
      name: 'Zink',
      formula: 'valueOr(blood_ZINC, 10)',
      micronutrient_id: '4',
      test_input_value: '{"blood_ZINC": 8}',
      sort_order: 7,
    });
  });
});
