import type { AnalysisParameter, ValueScaleData } from './entities/analysis-parameter.entity.js';
import type { BloodMarker, NamedEntry, ValueIntervals } from './graphql/blood-analysis.types.js';
import type { StoredValue } from './services/blood-values.queries.js';
import { bandOf } from './value-scale.js';

const EMPTY_SCALE: ValueScaleData = { min: 0, max: 0, bands: [] };

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

/** A blood marker as the result pages show it, with the patient's current value and its band. */
export function bloodMarkerOf(
  parameter: AnalysisParameter,
  current: StoredValue | null,
  micronutrients: NamedEntry[],
): BloodMarker {
  const scale = parameter.value_scale ?? EMPTY_SCALE;
  const band = current ? bandOf(scale, parameter, current.value) : null;
  return {
    id: parameter.id,
    name: parameter.name,
    code: parameter.code,
    description: parameter.description,
    bibliography: parameter.bibliography,
    docinfo_lt: parameter.docinfo_lt,
    docinfo_url: parameter.docinfo_url,
    unit: parameter.unit ?? '',
    formattedUnit: parameter.formatted_unit ?? parameter.unit ?? '',
    min_optimal_value: parameter.min_optimal_value,
    max_optimal_value: parameter.max_optimal_value,
    lab_min_value: parameter.lab_min_value,
    lab_max_value: parameter.lab_max_value,
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
  };
}
