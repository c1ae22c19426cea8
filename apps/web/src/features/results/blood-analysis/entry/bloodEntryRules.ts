import { MIN_BIRTH_DATE, parseDateInput, todayIsoDate } from '@portal/shared-types';

// The rules of the spec's "Blood values (entry)", as pure functions: the form's checks and its
// disabled-field rule read them, and their messages are the server's (errors.bloodAnalysis.*).

/** Digits and at most one dot: what a value field accepts. */
export const BLOOD_VALUE_PATTERN = /^(\d+\.?\d*|\.\d+)$/;

// TT.MM.JJJJ or TT-MM-JJJJ, as the spec names them (the patient form's parser takes these and more).
const TT_MM_JJJJ = /^\d{1,2}([.-])\d{1,2}\1\d{4}$/;

/** The chosen date as 'YYYY-MM-DD' when it is a real date from 1900-01-01 to today (Berlin), else null. */
export function bloodValueDate(input: string, today: string = todayIsoDate()): string | null {
  if (!TT_MM_JJJJ.test(input.trim())) return null;
  const iso = parseDateInput(input);
  return iso !== null && iso >= MIN_BIRTH_DATE && iso <= today ? iso : null;
}

export interface BloodValueLimits {
  readonly lower_input_limit_value?: number | null;
  readonly upper_input_limit_value?: number | null;
}

export type LimitViolation =
  | { kind: 'between'; min: number; max: number }
  | { kind: 'above'; min: number }
  | { kind: 'below'; max: number };

/**
 * Which limit a typed value breaks, or null. A bound of 0 (or none) is no bound; with both 0 there is no check
 * (spec). Bounds are inclusive.
 */
export function limitViolation(value: number, limits: BloodValueLimits): LimitViolation | null {
  const min = limits.lower_input_limit_value ?? 0;
  const max = limits.upper_input_limit_value ?? 0;
  if (min === 0 && max === 0) return null;
  if (max === 0) return value >= min ? null : { kind: 'above', min };
  if (min === 0) return value <= max ? null : { kind: 'below', max };
  return value >= min && value <= max ? null : { kind: 'between', min, max };
}

export interface ResultRef {
  readonly valueDate: string;
}

/**
 * A field is locked without a valid date, and when the patient already has a value of that parameter dated on
 * or after the chosen date ('Für diesen Blutparameter existieren bereits jüngere Daten im System.').
 */
export function fieldLock(
  date: string | null,
  mostRecentResults: readonly ResultRef[],
): 'noDate' | 'youngerData' | null {
  if (date === null) return 'noDate';
  return mostRecentResults.some((result) => result.valueDate >= date) ? 'youngerData' : null;
}
