import type { FormulaInputCatalogue } from '../calculation/formula-input-catalogue.service.js';
import type { MicronutrientRecommendation } from '../entities/micronutrient-recommendation.entity.js';
import type { RecipeDoseOrigin } from '../entities/supplement-recipe.entity.js';
import { failureMessage } from '../formulas.errors.js';
import type { DoseExplanation, FormulaInputValue } from './recipe.types.js';

interface Bounds {
  min_value: number;
  max_value: number;
}

export function inputValues(
  inputs: Record<string, number | null>,
  catalogue: FormulaInputCatalogue,
): FormulaInputValue[] {
  return Object.entries(inputs)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => ({ name, label: catalogue.byName.get(name)?.label ?? name, value }));
}

/** A computed recommendation explained: template, version, inputs, raw result and clamp. */
export function explainRecommendation(
  recommendation: MicronutrientRecommendation,
  bounds: Bounds,
  catalogue: FormulaInputCatalogue,
): DoseExplanation {
  const missing = Object.entries(recommendation.inputs)
    .filter(([, value]) => value === null)
    .map(([name]) => catalogue.byName.get(name)?.label ?? name);
  return {
    source: 'formula',
    template_name: recommendation.template_name,
    template_version: recommendation.template_version,
    raw_value: recommendation.raw_value,
    recommended_value: recommendation.value,
    clamped: recommendation.clamped,
    min_value: Number(bounds.min_value),
    max_value: Number(bounds.max_value),
    inputs: inputValues(recommendation.inputs, catalogue),
    calculated_at: recommendation.created_at,
    failure: recommendation.failure
      ? failureMessage(recommendation.failure as Parameters<typeof failureMessage>[0], missing)
      : null,
  };
}

/** A recipe dose explained from what the recipe kept when it was made. */
export function explainOrigin(
  origin: RecipeDoseOrigin,
  bounds: Bounds,
  catalogue: FormulaInputCatalogue,
  computedAt: Date | null,
): DoseExplanation {
  return {
    source: origin.source,
    template_name: origin.template_name,
    template_version: origin.template_version,
    raw_value: origin.raw_value,
    recommended_value: null,
    clamped: origin.clamped,
    min_value: Number(bounds.min_value),
    max_value: Number(bounds.max_value),
    inputs: inputValues(origin.inputs, catalogue),
    calculated_at: computedAt,
    failure: null,
  };
}
