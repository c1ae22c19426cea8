import { describe, expect, it } from 'vitest';
import { enteredValues, serverErrorFields, valueKey, valuesInput } from './entryValues';

const parameter = (id: string, valueDates: string[] = []) => ({
  id,
  name: `P${id}`,
  formattedUnit: 'mg/dl',
  lower_input_limit_value: 0,
  upper_input_limit_value: 0,
  mostRecentResults: valueDates.map((valueDate) => ({ valueDate })),
});

describe('entered values', () => {
  const parameters = [parameter('1'), parameter('2', ['2025-05-01']), parameter('3')];
  const values = { [valueKey('1')]: ' 5.4 ', [valueKey('2')]: '7', [valueKey('3')]: '' };

  it('keeps typed values of open fields only, trimmed', () => {
    const entered = enteredValues(parameters, values, '2025-04-01');
    expect(valuesInput(entered)).toEqual([{ analysisParameterId: '1', value: '5.4' }]);
    expect(valuesInput(enteredValues(parameters, values, '2025-06-01'))).toEqual([
      { analysisParameterId: '1', value: '5.4' },
      { analysisParameterId: '2', value: '7' },
    ]);
  });

  it('keeps nothing without a date', () => {
    expect(enteredValues(parameters, values, null)).toEqual([]);
  });

  it("maps the server's paths to the fields of the sent values", () => {
    const entered = enteredValues(parameters, values, '2025-06-01');
    expect(serverErrorFields(entered)).toEqual({
      date: 'date',
      'values.0': 'values.p1',
      'values.0.value': 'values.p1',
      'values.1': 'values.p2',
      'values.1.value': 'values.p2',
    });
  });
});
