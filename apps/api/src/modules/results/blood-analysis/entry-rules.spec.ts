import { checkInputLimits, checkValueDate, parseValue } from './entry-rules.js';

const limits = (lower: number | null, upper: number | null) => ({
  name: 'Ferritin',
  formatted_unit: 'µg/l',
  lower_input_limit_value: lower,
  upper_input_limit_value: upper,
});

describe('blood value entry rules', () => {
  it('words the bounds as the spec does: between, more than, less than', () => {
    expect(checkInputLimits(6000, limits(0, 5000))?.message).toBe(
      'Ups! Das Feld Ferritin muss zwischen 0 und 5.000 µg/l liegen!',
    );
    expect(checkInputLimits(5, limits(10, 0))?.message).toBe(
      'Ups! Das Feld Ferritin muss mehr als 10 µg/l liegen!',
    );
    expect(checkInputLimits(5, limits(10, null))?.message).toBe(
      'Ups! Das Feld Ferritin muss mehr als 10 µg/l liegen!',
    );
    expect(checkInputLimits(12.5, limits(null, 12))?.message).toBe(
      'Ups! Das Feld Ferritin muss weniger als 12 µg/l liegen!',
    );
    expect(checkInputLimits(12.5, limits(10, 0))).toBeNull();
    expect(checkInputLimits(999999, limits(0, 0))).toBeNull();
    expect(checkInputLimits(999999, limits(null, null))).toBeNull();
  });

  it('takes the date in the three forms, from 1900 to today in Berlin', () => {
    expect(checkValueDate('05.03.2026', '2026-03-05')).toBe('2026-03-05');
    expect(checkValueDate('05-03-2026', '2026-03-05')).toBe('2026-03-05');
    expect(checkValueDate('2026-03-05', '2026-03-05')).toBe('2026-03-05');
    expect(checkValueDate('06.03.2026', '2026-03-05')).toMatchObject({
      failure: { reason: 'bloodAnalysis.dateInFuture' },
    });
    expect(checkValueDate('31.12.1899', '2026-03-05')).toMatchObject({
      failure: { reason: 'bloodAnalysis.dateTooEarly' },
    });
    expect(checkValueDate(undefined)).toMatchObject({ failure: { reason: 'bloodAnalysis.dateInvalid' } });
  });

  it('takes digits and one dot only', () => {
    expect(parseValue('12.50')).toBe(12.5);
    expect(parseValue('.5')).toBe(0.5);
    expect(parseValue('7')).toBe(7);
    for (const bad of ['1,5', '1e2', '-1', '1.2.3', '', '0x10'])
      expect(parseValue(bad)).toMatchObject({ failure: { reason: 'bloodAnalysis.valueFormat' } });
  });
});
