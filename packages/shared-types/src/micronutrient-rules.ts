// The doctor's micronutrient dose edit (doctor spec, sections 4 and 5): a number between the
// micronutrient's min_value and max_value, in steps of 0.01. Used by the API and the web's slider.

export const MICRONUTRIENT_DOSE_STEP = 0.01;
export const MICRONUTRIENT_DESCRIPTION_MAX = 1000;

export interface MicronutrientDoseBounds {
  name: string;
  unit: string;
  min_value: number;
  max_value: number;
}

/** True when the number has at most two decimals (what a 0.01 slider step can produce). */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  // A tolerance far below 0.01 absorbs binary noise (0.29 * 100 = 28.999999999999996).
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** The first rule the dose breaks, as a code (its text: `patients.micronutrients` in @portal/i18n); null when acceptable. */
export function micronutrientDoseProblem(
  value: number,
  bounds: MicronutrientDoseBounds,
): 'decimals' | 'range' | null {
  if (!hasAtMostTwoDecimals(value)) return 'decimals';
  if (value < bounds.min_value || value > bounds.max_value) return 'range';
  return null;
}
