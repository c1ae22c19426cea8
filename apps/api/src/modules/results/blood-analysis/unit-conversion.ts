import type { UnitAlternativeData } from './entities/analysis-parameter.entity.js';
import { isUcumCode, ucumFactor } from './ucum-units.js';

// Labs spell units loosely: Greek mu or "u"/"mc" for micro, any case, spaces.
export function normaliseUnit(unit: string): string {
  return unit
    .trim()
    .replace(/\s+/g, '')
    .replace(/\u03bc/g, 'µ')
    .replace(/^(mc|u)(?=[a-z])/i, 'µ')
    .replace(/\/(mc|u)(?=[a-z])/i, '/µ')
    .toLowerCase();
}

export interface ConvertibleMarker {
  unit: string | null;
  formatted_unit: string | null;
  ucum_unit: string | null;
  molar_mass: number | null;
  charge: number | null;
  unit_alternatives: UnitAlternativeData[] | null;
}

/**
 * The factor from `unit` to the marker's unit, or null when it cannot be converted. The marker's own unit (as
 * the portal or UCUM writes it) is 1; a lab's spelling of an alternative unit and any other valid UCUM code are
 * converted by @lhncbc/ucum-lhc, through the marker's molar mass or charge where the units need them.
 */
export function factorTo(marker: ConvertibleMarker, unit: string): number | null {
  const wanted = normaliseUnit(unit);
  if (!wanted) return null;
  for (const own of [marker.unit, marker.formatted_unit, marker.ucum_unit])
    if (own && normaliseUnit(own) === wanted) return 1;
  if (!marker.ucum_unit) return null;
  const analyte = { molarMass: marker.molar_mass, charge: marker.charge };
  const alternative = (marker.unit_alternatives ?? []).find((a) => normaliseUnit(a.unit) === wanted);
  if (alternative)
    return alternative.by_convention
      ? alternative.factor
      : ucumFactor(alternative.ucum, marker.ucum_unit, analyte);
  const code = unit.trim();
  return isUcumCode(code) ? ucumFactor(code, marker.ucum_unit, analyte) : null;
}

/** A value in the marker's unit, rounded to the 4 decimals the column keeps. */
export function convert(value: number, factor: number): number {
  return Math.round(value * factor * 10000) / 10000;
}
