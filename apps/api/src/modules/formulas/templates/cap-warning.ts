import { interpolate, translationOf } from '@portal/i18n';
import type { FormulaInputCatalogue } from '../calculation/formula-input-catalogue.service.js';
import { formulaBounds, FormulaRefused } from '../engine/index.js';
import type { FormulaCapWarning } from './formula-templates.types.js';

const texts = translationOf('de').formulaTool.editor.capWarning;
const number = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 4 });

export interface DoseCap {
  max_value: number;
  unit: string;
}

/**
 * Whether a template can give more than its micronutrient's dose cap (issue 28): its result for the
 * test input, and the upper end of its result over every input's declared range (interval arithmetic,
 * formula-bounds.ts). A warning, never a refusal: the calculation clamps every dose to the cap anyway.
 * null when neither exceeds the cap, and for a formula that does not pass the checks.
 */
export function capWarning(
  formula: string,
  testOutput: number | null,
  cap: DoseCap,
  catalogue: FormulaInputCatalogue,
): FormulaCapWarning | null {
  let bound: number;
  try {
    bound = formulaBounds(formula, catalogue.isKnown, rangeOf(catalogue)).hi;
  } catch (error) {
    if (error instanceof FormulaRefused) return null;
    throw error;
  }
  const max = cap.max_value;
  const exceedsOnTest = testOutput !== null && testOutput > max;
  if (!exceedsOnTest && !(bound > max)) return null;
  const values = { max: number(max), unit: cap.unit };
  const sentences = [
    exceedsOnTest ? interpolate(texts.testOutput, { ...values, value: number(testOutput) }) : null,
    bound === Infinity
      ? interpolate(texts.unbounded, values)
      : bound > max
        ? interpolate(texts.upperBound, { ...values, bound: number(bound) })
        : null,
    interpolate(texts.clamped, values),
  ];
  return {
    max_value: max,
    unit: cap.unit,
    test_output_value: exceedsOnTest ? testOutput : null,
    upper_bound: Number.isFinite(bound) ? bound : null,
    unbounded: bound === Infinity,
    message: sentences.filter((s): s is string => s !== null).join(' '),
  };
}

function rangeOf(catalogue: FormulaInputCatalogue) {
  return (name: string) => catalogue.byName.get(name)?.range ?? { lo: -Infinity, hi: Infinity };
}
