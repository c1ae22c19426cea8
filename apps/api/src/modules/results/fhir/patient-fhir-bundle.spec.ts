import type { AnalysisParameter } from '../blood-analysis/entities/analysis-parameter.entity.js';
import type { BloodValueFacts } from './fhir-resources.js';
import { inExchangeUnit } from './patient-fhir-bundle.js';

const vitaminD = (overrides: Partial<AnalysisParameter> = {}) =>
  ({ loinc_unit: 'ng/mL', molar_mass: 400.64, charge: null, ...overrides }) as AnalysisParameter;

const fact = (overrides: Partial<BloodValueFacts> = {}): BloodValueFacts => ({
  code: 'VITAMIN_D_25OH',
  name: 'Vitamin D (25-OH)',
  loinc: '62292-8',
  value: 74.88,
  unit: 'nmol/l',
  ucum: 'nmol/L',
  date: '2026-11-20',
  range: {
    lab_min_value: 50,
    lab_max_value: 250,
    min_optimal_value: 75,
    max_optimal_value: 150,
    sex: null,
    age_from: null,
    age_to: null,
    sources: [],
    needs_sign_off: false,
  },
  ...overrides,
});

describe('a value under a LOINC code for another unit', () => {
  it("goes out in the code's unit with its ranges: 25-OH vitamin D 74.88 nmol/l as 30 ng/ml", () => {
    const out = inExchangeUnit(vitaminD(), fact());
    expect(out).toMatchObject({ loinc: '62292-8', unit: 'ng/mL', ucum: 'ng/mL' });
    expect(out.value).toBeCloseTo(30, 2);
    expect(out.range.lab_min_value).toBeCloseTo(20.03, 2);
    expect(out.range.max_optimal_value).toBeCloseTo(60.1, 1);
  });

  it("stays in the marker's unit where the code is for it, or where the library cannot convert (then without the code)", () => {
    expect(inExchangeUnit(vitaminD({ loinc_unit: null }), fact())).toEqual(fact());
    expect(inExchangeUnit(vitaminD(), fact({ loinc: null }))).toEqual(fact({ loinc: null }));
    // No molar mass: moles cannot become grams.
    expect(inExchangeUnit(vitaminD({ molar_mass: null }), fact())).toEqual(fact({ loinc: null }));
  });
});
