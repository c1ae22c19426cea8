import { MIN_BIRTH_DATE, parseDateInput, todayIsoDate } from '@portal/shared-types';

export type BirthDateProblem = 'required' | 'format' | 'beforeMinimum' | 'inFuture';

export type BirthDateCheck = { iso: string } | { problem: BirthDateProblem };

/**
 * The birth date a patient typed (TT.MM.JJJJ or TT-MM-JJJJ), as the 'yyyy-mm-dd' the link login takes, or why it
 * cannot be one: required, a real date, not before 1900-01-01, not later than today.
 */
export function checkBirthDate(text: string, today: string = todayIsoDate()): BirthDateCheck {
  if (text.trim() === '') return { problem: 'required' };
  const iso = parseDateInput(text);
  if (iso === null) return { problem: 'format' };
  if (iso < MIN_BIRTH_DATE) return { problem: 'beforeMinimum' };
  if (iso > today) return { problem: 'inFuture' };
  return { iso };
}
