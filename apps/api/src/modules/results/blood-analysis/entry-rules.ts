import { interpolate } from '@portal/i18n';
import { MIN_BIRTH_DATE, parseDateInput, todayIsoDate } from '@portal/shared-types';
import type { ErrorDefinition } from '../../../common/errors/error-catalogue.js';
import { BloodAnalysisError } from './blood-analysis.errors.js';

/** A rule broken by a field: the failure and its message (the range messages carry the marker's words). */
export interface FieldProblem {
  failure: ErrorDefinition;
  message: string;
}

const problem = (failure: ErrorDefinition, message = failure.message): FieldProblem => ({ failure, message });

/**
 * The date of blood values: 'TT.MM.JJJJ', 'TT-MM-JJJJ' (or 'YYYY-MM-DD'), from 1900-01-01 up to the end
 * of today in Berlin. Answers the ISO date or the problem.
 */
export function checkValueDate(
  text: string | null | undefined,
  today = todayIsoDate(),
): string | FieldProblem {
  const iso = text ? parseDateInput(text) : null;
  if (!iso) return problem(BloodAnalysisError.dateInvalid);
  if (iso < MIN_BIRTH_DATE) return problem(BloodAnalysisError.dateTooEarly);
  if (iso > today) return problem(BloodAnalysisError.dateInFuture);
  return iso;
}

// Digits and at most one dot (spec: "values accept only digits and a dot").
const VALUE_PATTERN = /^(\d+(\.\d*)?|\.\d+)$/;

export function parseValue(text: string): number | FieldProblem {
  const trimmed = text.trim();
  if (!VALUE_PATTERN.test(trimmed)) return problem(BloodAnalysisError.valueFormat);
  return Number(trimmed);
}

export interface InputLimits {
  name: string;
  formatted_unit: string | null;
  lower_input_limit_value: number | null;
  upper_input_limit_value: number | null;
}

const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 4 });

/**
 * The marker's input limits: both given → between; one given → the single-bound wording; both 0 (or
 * none) → not checked.
 */
export function checkInputLimits(value: number, limits: InputLimits): FieldProblem | null {
  const min = limits.lower_input_limit_value;
  const max = limits.upper_input_limit_value;
  if ((min ?? 0) === 0 && (max ?? 0) === 0) return null;
  const words = {
    name: limits.name,
    min: min === null ? '' : number.format(min),
    max: max === null ? '' : number.format(max),
    unit: limits.formatted_unit ?? '',
  };
  const tooLow = min !== null && value < min;
  const tooHigh = max !== null && max !== 0 && value > max;
  if (!tooLow && !tooHigh) return null;
  const failure =
    min !== null && max !== null && max !== 0
      ? BloodAnalysisError.valueBetween
      : min !== null
        ? BloodAnalysisError.valueAbove
        : BloodAnalysisError.valueBelow;
  return problem(failure, interpolate(failure.message, words));
}

export const isProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' && value !== null && 'failure' in value;
