import { BLOOD_MARKER_RANGES } from '../../../database/seeds/reference/blood-marker-ranges.data.js';
import { BLOOD_MARKERS } from '../../../database/seeds/reference/blood-markers.data.js';
import { bloodMarkerRow } from '../../../database/seeds/reference/blood-markers.seed.js';
import type { ReferenceRangeData } from './entities/analysis-parameter.entity.js';
import { ageInYears } from '@portal/shared-types';
import { type RangedMarker, rangeFor, type RangeSubject } from './reference-ranges.js';
import { stateOf } from './value-scale.js';

// The catalogue as seeded: default columns from blood-markers.data.ts, rows from blood-marker-ranges.data.ts.
const marker = (code: string): RangedMarker => {
  const data = BLOOD_MARKERS.find((m) => m.code === code)!;
  return {
    min_optimal_value: data.optimal[0],
    max_optimal_value: data.optimal[1],
    lab_min_value: data.lab[0],
    lab_max_value: data.lab[1],
    reference_ranges: BLOOD_MARKER_RANGES[code] ?? [],
    bibliography: data.bibliography,
  };
};
const woman = (dateOfBirth = '1985-04-12'): RangeSubject => ({ sex: 'female', dateOfBirth });
const man = (dateOfBirth = '1985-04-12'): RangeSubject => ({ sex: 'male', dateOfBirth });
const state = (code: string, subject: RangeSubject, date: string, value: number) =>
  stateOf(value, rangeFor(marker(code), subject, date));

describe('reference ranges by sex and age', () => {
  it("judges a woman's testosterone of 1.2 nmol/l in range and a man's as too low", () => {
    expect(state('TESTOSTERONE', woman(), '2026-06-01', 1.2)).toBe('optimal');
    expect(state('TESTOSTERONE', man(), '2026-06-01', 1.2)).toBe('tooLow');
    expect(rangeFor(marker('TESTOSTERONE'), woman(), '2026-06-01')).toMatchObject({
      lab_min_value: 0.29,
      lab_max_value: 1.67,
      // No optimal band of its own: the lab's range is the optimal band.
      min_optimal_value: 0.29,
      max_optimal_value: 1.67,
      sex: 'female',
      age_from: null,
      age_to: 50,
    });
    expect(state('TESTOSTERONE', woman(), '2026-06-01', 2)).toBe('tooHigh');
    expect(state('TESTOSTERONE', man(), '2026-06-01', 20)).toBe('optimal');
  });

  it('counts completed years at the date: the birthday starts the next band, the day before does not', () => {
    expect(ageInYears('1976-06-01', '2026-05-31')).toBe(49);
    expect(ageInYears('1976-06-01', '2026-06-01')).toBe(50);
    expect(ageInYears('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageInYears('2000-02-29', '2026-03-01')).toBe(26);
    const born = woman('1976-06-01');
    expect(rangeFor(marker('TESTOSTERONE'), born, '2026-05-31')).toMatchObject({
      lab_min_value: 0.29,
      age_to: 50,
    });
    expect(rangeFor(marker('TESTOSTERONE'), born, '2026-06-01')).toMatchObject({
      lab_min_value: 0.101,
      age_from: 50,
    });
    // 1.5 nmol/l: in range at 49, too high from the 50th birthday on.
    expect(state('TESTOSTERONE', born, '2026-05-31', 1.5)).toBe('optimal');
    expect(state('TESTOSTERONE', born, '2026-06-01', 1.5)).toBe('tooHigh');
  });

  it("uses the age at the value's date, not today's", () => {
    const born = man('1950-01-01');
    // DHEA-S 10 µmol/l: in range for a man of 35–44 (2.41–11.6), too high at 76 (0.44–3.34).
    expect(state('DHEA_S', born, '1990-06-01', 10)).toBe('optimal');
    expect(state('DHEA_S', born, '2026-06-01', 10)).toBe('tooHigh');
  });

  it('picks age bands for everyone where the row is for both sexes (eGFR)', () => {
    expect(rangeFor(marker('EGFR'), woman('1961-01-01'), '2025-12-31')).toMatchObject({
      min_optimal_value: 90,
    });
    expect(rangeFor(marker('EGFR'), man('1961-01-01'), '2026-01-01')).toMatchObject({
      min_optimal_value: 75,
      lab_min_value: 60,
      sex: null,
      age_from: 65,
    });
    expect(state('EGFR', man('1961-01-01'), '2026-01-01', 80)).toBe('optimal');
    expect(state('EGFR', man('1961-01-01'), '2025-12-31', 80)).toBe('low');
  });

  it('keeps the one adult range where a marker has no rows, with its bibliography', () => {
    const range = rangeFor(marker('VITAMIN_D_25OH'), woman(), '2026-06-01');
    expect(range).toMatchObject({ lab_min_value: 50, lab_max_value: 250, min_optimal_value: 75, sex: null });
    expect(range.sources.length).toBeGreaterThan(0);
  });

  it('judges an unknown sex by the union of both lab ranges, with no optimal band of its own', () => {
    const unknown: RangeSubject = { sex: null, dateOfBirth: '1985-04-12' };
    expect(rangeFor(marker('TESTOSTERONE'), unknown, '2026-06-01')).toMatchObject({
      lab_min_value: 0.29,
      lab_max_value: 29,
      min_optimal_value: 0.29,
      max_optimal_value: 29,
      needs_sign_off: true,
    });
    // An unknown birth date matches only rows open downwards.
    const noBirth: RangeSubject = { sex: 'male', dateOfBirth: null };
    expect(rangeFor(marker('TESTOSTERONE'), noBirth, '2026-06-01')).toMatchObject({ lab_min_value: 8.64 });
  });
});

describe('the range catalogue', () => {
  const codes = new Set(BLOOD_MARKERS.map((m) => m.code));
  const entries = Object.entries(BLOOD_MARKER_RANGES);

  it('names only catalogue markers and the markers the issue lists', () => {
    for (const [code] of entries) expect(codes).toContain(code);
    for (const code of ['TESTOSTERONE', 'ESTRADIOL', 'DHEA_S', 'HAEMOGLOBIN', 'HAEMATOCRIT', 'FERRITIN'])
      expect(BLOOD_MARKER_RANGES[code]?.length).toBeGreaterThan(1);
    for (const code of ['CREATININE', 'EGFR', 'URIC_ACID', 'HDL', 'IRON'])
      expect(BLOOD_MARKER_RANGES[code]?.length).toBeGreaterThan(1);
  });

  it('goes into the row the seed upserts by code (so existing databases get it), [] for a marker without rows', () => {
    const index = BLOOD_MARKERS.findIndex((m) => m.code === 'TESTOSTERONE');
    expect(bloodMarkerRow(BLOOD_MARKERS[index], index).reference_ranges).toBe(
      BLOOD_MARKER_RANGES.TESTOSTERONE,
    );
    const vitaminD = BLOOD_MARKERS.findIndex((m) => m.code === 'VITAMIN_D_25OH');
    expect(bloodMarkerRow(BLOOD_MARKERS[vitaminD], vitaminD).reference_ranges).toEqual([]);
  });

  it('gives every row a source and consistent bounds', () => {
    for (const [code, rows] of entries)
      for (const row of rows) {
        expect({ code, sources: row.sources.length > 0 }).toEqual({ code, sources: true });
        const [labMin, labMax] = row.lab;
        if (labMin !== null && labMax !== null) expect(labMin).toBeLessThan(labMax);
        if (row.optimal) {
          const [optMin, optMax] = row.optimal;
          if (labMin !== null && optMin !== null) expect(optMin).toBeGreaterThanOrEqual(labMin);
          if (labMax !== null && optMax !== null) expect(optMax).toBeLessThanOrEqual(labMax);
        }
      }
  });

  it('covers every age once per sex: bands follow each other without gap or overlap', () => {
    for (const [code, rows] of entries)
      for (const sex of ['female', 'male'] as const) {
        const own: ReferenceRangeData[] = rows.filter((row) => row.sex === sex || row.sex === 'any');
        const bands = own.map((row) => [row.age_from, row.age_to]);
        expect({ code, sex, first: bands[0]?.[0] }).toEqual({ code, sex, first: null });
        expect({ code, sex, last: bands[bands.length - 1]?.[1] }).toEqual({ code, sex, last: null });
        for (let i = 1; i < bands.length; i++)
          expect({ code, sex, from: bands[i][0] }).toEqual({ code, sex, from: bands[i - 1][1] });
      }
  });
});
