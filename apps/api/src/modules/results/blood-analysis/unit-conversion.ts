import type { UnitAlternativeData } from './entities/analysis-parameter.entity.js';

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
  unit_alternatives: UnitAlternativeData[] | null;
}

/** The factor from `unit` to the marker's unit, or null when the marker knows no such unit. */
export function factorTo(marker: ConvertibleMarker, unit: string): number | null {
  const wanted = normaliseUnit(unit);
  if (!wanted) return null;
  for (const own of [marker.unit, marker.formatted_unit]) if (own && normaliseUnit(own) === wanted) return 1;
  const alternative = (marker.unit_alternatives ?? []).find((a) => normaliseUnit(a.unit) === wanted);
  return alternative ? alternative.factor : null;
}

/** A value in the marker's unit, rounded to the 4 decimals the column keeps. */
export function convert(value: number, factor: number): number {
  return Math.round(value * factor * 10000) / 10000;
}
