import { interpolate, translationOf } from '@portal/i18n';
import type { MicronutrientDoseBounds } from '@portal/shared-types';

/** The German texts of the dose edit (`patients.micronutrients` in @portal/i18n), as the API sends them. */
export const MicronutrientText = translationOf('de').patients.micronutrients;

const germanNumber = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** 'Der Wert für Vitamin D3 muss zwischen 0 und 4.000 IE liegen.' or the decimals rule. */
export function doseProblemMessage(problem: 'decimals' | 'range', bounds: MicronutrientDoseBounds): string {
  if (problem === 'decimals') return MicronutrientText.decimals;
  return interpolate(MicronutrientText.range, {
    name: bounds.name,
    min: germanNumber.format(bounds.min_value),
    max: germanNumber.format(bounds.max_value),
    unit: bounds.unit,
  });
}
