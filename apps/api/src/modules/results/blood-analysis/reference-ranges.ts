import { ageInYears } from '@portal/shared-types';
import type { ReferenceRangeData } from './entities/analysis-parameter.entity.js';
import type { MarkerRanges } from './value-scale.js';
import { BiologicalSex } from '../../patients/index.js';

export type RangeSex = 'female' | 'male';

/** Who a range is picked for: the patient's sex (null: unknown) and birth date ("YYYY-MM-DD"). */
export interface RangeSubject {
  sex: RangeSex | null;
  dateOfBirth: string | null;
}

/** The subject of a patient row (biological_sex, date_of_birth "YYYY-MM-DD"). */
export function rangeSubjectOf(patient: {
  biological_sex: BiologicalSex | null;
  date_of_birth: string | null;
}): RangeSubject {
  const sex =
    patient.biological_sex === BiologicalSex.Female
      ? 'female'
      : patient.biological_sex === BiologicalSex.Male
        ? 'male'
        : null;
  return { sex, dateOfBirth: patient.date_of_birth };
}

/** The range a value is judged by, and the catalogue row it came from (null: the marker's adult default). */
export interface PickedRange extends MarkerRanges {
  sex: RangeSex | null;
  age_from: number | null;
  age_to: number | null;
  sources: string[];
  needs_sign_off: boolean;
}

/** The marker's default columns (the adult range for any sex) and its rows by sex and age. */
export interface RangedMarker extends MarkerRanges {
  reference_ranges: ReferenceRangeData[] | null;
  bibliography?: string[];
}

const inAge = (row: ReferenceRangeData, age: number | null) =>
  age === null ? row.age_from === null : (row.age_from ?? -Infinity) <= age && age < (row.age_to ?? Infinity);

const fromRow = (row: ReferenceRangeData): PickedRange => ({
  lab_min_value: row.lab[0],
  lab_max_value: row.lab[1],
  // A row without its own optimal band judges by the lab's range alone (the optimal band is the lab's).
  min_optimal_value: row.optimal ? row.optimal[0] : row.lab[0],
  max_optimal_value: row.optimal ? row.optimal[1] : row.lab[1],
  sex: row.sex === 'any' ? null : row.sex,
  age_from: row.age_from,
  age_to: row.age_to,
  sources: row.sources,
  needs_sign_off: row.needs_sign_off,
});

const lower = (values: (number | null)[]) =>
  values.includes(null) ? null : Math.min(...(values as number[]));
const upper = (values: (number | null)[]) =>
  values.includes(null) ? null : Math.max(...(values as number[]));

/**
 * The range of the patient at the value's date: ages are completed years on that date, a row covers
 * age_from <= age < age_to (null: open). A row of the patient's sex wins over an "any" row; without a
 * matching row the marker's default columns hold. Unknown sex: an "any" row, else the union of the
 * sexes' lab ranges with no optimal band of its own (judged by the lab's range only).
 */
export function rangeFor(marker: RangedMarker, subject: RangeSubject, date: string): PickedRange {
  const rows = marker.reference_ranges ?? [];
  const age = subject.dateOfBirth ? ageInYears(subject.dateOfBirth, date) : null;
  const matching = rows.filter((row) => inAge(row, age));
  const own = subject.sex ? matching.find((row) => row.sex === subject.sex) : undefined;
  const any = matching.find((row) => row.sex === 'any');
  if (own ?? any) return fromRow((own ?? any)!);
  const sexed = matching.filter((row) => row.sex !== 'any');
  if (!subject.sex && sexed.length) {
    const labMin = lower(sexed.map((row) => row.lab[0]));
    const labMax = upper(sexed.map((row) => row.lab[1]));
    return {
      lab_min_value: labMin,
      lab_max_value: labMax,
      min_optimal_value: labMin,
      max_optimal_value: labMax,
      sex: null,
      age_from: null,
      age_to: null,
      sources: [...new Set(sexed.flatMap((row) => row.sources))],
      needs_sign_off: true,
    };
  }
  return {
    lab_min_value: marker.lab_min_value,
    lab_max_value: marker.lab_max_value,
    min_optimal_value: marker.min_optimal_value,
    max_optimal_value: marker.max_optimal_value,
    sex: null,
    age_from: null,
    age_to: null,
    sources: marker.bibliography ?? [],
    needs_sign_off: false,
  };
}
