import { type DataSource, In } from 'typeorm';
import { AnalysisParameterMicronutrient } from '../../../modules/results/blood-analysis/entities/analysis-parameter-micronutrient.entity.js';
import {
  AnalysisParameter,
  AnalysisType,
  type NamedEntryData,
  type UnitAlternativeData,
} from '../../../modules/results/blood-analysis/entities/analysis-parameter.entity.js';
import { buildValueScale } from '../../../modules/results/blood-analysis/value-scale.js';
import { ucumFactor } from '../../../modules/results/blood-analysis/ucum-units.js';
import { Micronutrient } from '../../../modules/results/micronutrients/micronutrient.entity.js';
import { BLOOD_MARKER_CATEGORIES } from './blood-marker-categories.data.js';
import { BLOOD_MARKER_LOINC } from './blood-marker-loinc.data.js';
import { BLOOD_MARKER_RANGES } from './blood-marker-ranges.data.js';
import { BLOOD_MARKERS, type BloodMarkerData } from './blood-markers.data.js';

// Stable ids for named entries: the German name as a slug.
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const entries = (names: string[]): NamedEntryData[] => names.map((name) => ({ id: slug(name), name }));

export function bloodMarkerRow(marker: BloodMarkerData, index: number): Omit<AnalysisParameter, 'id'> {
  const ranges = {
    min_optimal_value: marker.optimal[0],
    max_optimal_value: marker.optimal[1],
    lab_min_value: marker.lab[0],
    lab_max_value: marker.lab[1],
  };
  const category = BLOOD_MARKER_CATEGORIES[marker.code];
  if (!category)
    throw new Error(`blood marker ${marker.code}: no category in blood-marker-categories.data.ts`);
  return {
    analysis_type: AnalysisType.Blood,
    code: marker.code,
    name: marker.name,
    category,
    description: marker.description,
    bibliography: marker.bibliography,
    docinfo_lt: marker.doc[0],
    docinfo_url: marker.doc[1],
    symptoms: entries(marker.symptoms),
    indications: entries(marker.indications),
    sort_order: index + 1,
    unit: marker.unit,
    formatted_unit: marker.formattedUnit,
    ...ranges,
    lower_input_limit_value: marker.input[0],
    upper_input_limit_value: marker.input[1],
    molar_mass: marker.molarMass ?? null,
    ucum_unit: marker.ucum,
    loinc_codes: BLOOD_MARKER_LOINC[marker.code]?.codes ?? [],
    loinc_unit: BLOOD_MARKER_LOINC[marker.code]?.unit ?? null,
    charge: marker.charge ?? null,
    unit_alternatives: (marker.alternatives ?? []).map((alternative) => unitAlternative(marker, alternative)),
    value_scale: buildValueScale(ranges),
    reference_ranges: BLOOD_MARKER_RANGES[marker.code] ?? [],
  };
}

/** Upserts the blood markers by code and replaces their micronutrient links. */
export async function seedBloodMarkers(dataSource: DataSource): Promise<number> {
  await dataSource.transaction(async (manager) => {
    await manager.getRepository(AnalysisParameter).upsert(BLOOD_MARKERS.map(bloodMarkerRow), ['code']);
    const parameters = await manager
      .getRepository(AnalysisParameter)
      .findBy({ code: In(BLOOD_MARKERS.map((m) => m.code)) });
    const nutrients = await manager.getRepository(Micronutrient).find();
    const parameterId = new Map(parameters.map((p) => [p.code, p.id]));
    const nutrientId = new Map(nutrients.map((n) => [n.code, n.id]));
    const links = BLOOD_MARKERS.flatMap((marker) =>
      marker.micronutrients.map((code) => {
        const micronutrient_id = nutrientId.get(code);
        if (!micronutrient_id) throw new Error(`blood marker ${marker.code}: unknown micronutrient ${code}`);
        return { parameter_id: parameterId.get(marker.code)!, micronutrient_id };
      }),
    );
    await manager.delete(AnalysisParameterMicronutrient, { parameter_id: In([...parameterId.values()]) });
    if (links.length) await manager.insert(AnalysisParameterMicronutrient, links);
  });
  return BLOOD_MARKERS.length;
}

/** An alternative unit with its factor to the marker's unit: UCUM's (through the library), or one by convention. */
export function unitAlternative(
  marker: BloodMarkerData,
  [unit, ucum, byConvention]: [string, string] | [string, string, number],
): UnitAlternativeData {
  if (byConvention !== undefined) return { unit, ucum, factor: byConvention, by_convention: true };
  const factor = ucumFactor(ucum, marker.ucum, { molarMass: marker.molarMass, charge: marker.charge });
  if (factor === null)
    throw new Error(`blood marker ${marker.code}: UCUM cannot convert ${ucum} to ${marker.ucum}`);
  return { unit, ucum, factor };
}
