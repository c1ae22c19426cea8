import {
  type AnalysisParameter,
  BloodMarkerCategory,
  type ValueScaleData,
} from './entities/analysis-parameter.entity.js';
import type {
  BloodMarker,
  BloodMarkerHistoryEntry,
  BloodMarkerTrendPoint,
  NamedEntry,
  ReferenceRange,
  ValueIntervals,
} from './graphql/blood-analysis.types.js';
import { AnalysisResultSource } from './entities/analysis-result.entity.js';
import { type PickedRange, type RangeSubject, rangeFor } from './reference-ranges.js';
import type { StoredValue } from './services/blood-values.queries.js';
import { bandOf, buildValueScale } from './value-scale.js';

export function intervalsOf(scale: ValueScaleData): ValueIntervals {
  const first = scale.bands[0];
  const last = scale.bands[scale.bands.length - 1];
  return {
    minValue: { value: scale.min, color: first?.color ?? '' },
    maxValue: { value: scale.max, color: last?.color ?? '' },
    intervals: scale.bands.map((band) => ({
      value: band.upper ?? scale.max,
      color: band.color,
      length_percent: band.length_percent,
    })),
  };
}

const referenceRangeOf = (range: PickedRange, date: string): ReferenceRange => ({
  date,
  min_optimal_value: range.min_optimal_value,
  max_optimal_value: range.max_optimal_value,
  lab_min_value: range.lab_min_value,
  lab_max_value: range.lab_max_value,
  sex: range.sex,
  ageFrom: range.age_from,
  ageTo: range.age_to,
  sources: range.sources,
  needsSignOff: range.needs_sign_off,
});

/** A value judged by the patient's range at the value's date: the range, the scale and the value's band. */
export function judge(
  parameter: AnalysisParameter,
  subject: RangeSubject,
  date: string,
  value: number | null,
) {
  const range = rangeFor(parameter, subject, date);
  const scale = parameter.value_scale ? buildValueScale(range) : EMPTY_SCALE;
  const band = value === null ? null : bandOf(scale, range, value);
  return { range, scale, band, referenceRange: referenceRangeOf(range, date) };
}

const EMPTY_SCALE: ValueScaleData = { min: 0, max: 0, bands: [] };

/**
 * A blood marker as the result pages show it, with the patient's current value and its band; ranges and
 * scale are the patient's at the current value's date (no value: at `today`). `recent`: the newest
 * values, newest first (the first is the current one).
 */
export function bloodMarkerOf(
  parameter: AnalysisParameter,
  recent: StoredValue[],
  micronutrients: NamedEntry[],
  subject: RangeSubject,
  today: string,
): BloodMarker {
  const current = recent[0] ?? null;
  const trend: BloodMarkerTrendPoint[] = recent
    .map((value) => ({ valueDate: value.value_date, value: value.value }))
    .reverse();
  const { range, scale, band, referenceRange } = judge(
    parameter,
    subject,
    current?.value_date ?? today,
    current?.value ?? null,
  );
  return {
    id: parameter.id,
    name: parameter.name,
    code: parameter.code,
    category: parameter.category ?? BloodMarkerCategory.Other,
    description: parameter.description,
    bibliography: parameter.bibliography,
    docinfo_lt: parameter.docinfo_lt,
    docinfo_url: parameter.docinfo_url,
    unit: parameter.unit ?? '',
    formattedUnit: parameter.formatted_unit ?? parameter.unit ?? '',
    ucumUnit: parameter.ucum_unit,
    loincCodes: parameter.loinc_codes ?? [],
    min_optimal_value: range.min_optimal_value,
    max_optimal_value: range.max_optimal_value,
    lab_min_value: range.lab_min_value,
    lab_max_value: range.lab_max_value,
    referenceRange,
    unitAlternatives: parameter.unit_alternatives ?? [],
    molar_mass: parameter.molar_mass,
    currentValue: current?.value ?? null,
    currentValueColor: band?.color ?? null,
    valueDate: current?.value_date ?? null,
    currentSource: current?.source ?? null,
    valueIntervals: intervalsOf(scale),
    value_text: band?.text ?? null,
    value_color: band?.color ?? null,
    value_bg_color: band?.bg_color ?? null,
    value_description: band?.description ?? null,
    symptoms: parameter.symptoms,
    indications: parameter.indications,
    micronutrients,
    trend,
  };
}

/** One value of a marker's history, judged by the patient's range at its own date. */
export function historyEntryOf(
  parameter: AnalysisParameter,
  row: {
    id: string;
    analysis_result_id: string;
    value: number;
    value_date: string;
    source: AnalysisResultSource;
  },
  subject: RangeSubject,
): BloodMarkerHistoryEntry {
  const { band, referenceRange } = judge(parameter, subject, row.value_date, row.value);
  return {
    id: row.id,
    analysis_result_id: row.analysis_result_id,
    name: parameter.name,
    currentValue: row.value,
    valueDate: row.value_date,
    source: row.source,
    formattedUnit: parameter.formatted_unit ?? parameter.unit ?? '',
    isDeletable: row.source !== AnalysisResultSource.Noi,
    referenceRange,
    value_text: band?.text ?? null,
    value_color: band?.color ?? null,
  };
}
