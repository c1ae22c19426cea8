import { type TFunction } from 'i18next';
import {
  BLOOD_VALUE_PATTERN,
  type BloodValueLimits,
  bloodValueDate,
  limitViolation,
} from './bloodEntryRules';
import { type EntryParameter } from './entryValues';

/** The date field's message, or null: required, then TT.MM.JJJJ / TT-MM-JJJJ from 1900 to today. */
export function dateMessage(t: TFunction, input: string): string | null {
  if (input.trim() === '') return t('validation.required');
  return bloodValueDate(input) === null ? t('bloodResults.validation.date') : null;
}

/** A value field's message, or null; an empty field is fine (the form wants at least one value overall). */
export function valueMessage(
  t: TFunction,
  parameter: Pick<EntryParameter, 'name' | 'formattedUnit' | keyof BloodValueLimits>,
  input: string,
): string | null {
  const value = input.trim();
  if (value === '') return null;
  if (!BLOOD_VALUE_PATTERN.test(value)) return t('errors.bloodAnalysis.valueFormat');
  const violation = limitViolation(Number(value), parameter);
  if (violation === null) return null;
  // Limits are written as the field takes numbers (a dot, no grouping): '0.5', '2000'.
  const common = { name: parameter.name, unit: parameter.formattedUnit ?? '' };
  switch (violation.kind) {
    case 'between':
      return t('errors.bloodAnalysis.valueBetween', {
        ...common,
        min: String(violation.min),
        max: String(violation.max),
      });
    case 'above':
      return t('errors.bloodAnalysis.valueAbove', { ...common, min: String(violation.min) });
    case 'below':
      return t('errors.bloodAnalysis.valueBelow', { ...common, max: String(violation.max) });
  }
}
