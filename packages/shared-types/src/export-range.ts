// The date range of a list export (admin spec, section 5 "Export date range"): both dates required, real dates,
// not before 1900-01-01 and not after today (Berlin). The dialog reads what a person typed, the API what the
// dialog sent ('YYYY-MM-DD'); both judge the parsed dates by these rules, so they answer alike.
import { MIN_BIRTH_DATE, isIsoDate, parseDateInput, todayIsoDate } from './dates.js';

/** The first day an export may start (spec, section 9: minimum date for entries). */
export const EXPORT_MIN_DATE = MIN_BIRTH_DATE;

// The typed forms the spec names: 'TT-MM-JJJJ' or 'TT.MM.JJJJ' (day and month may have one digit).
const TYPED_DATE = /^\d{1,2}([.-])\d{1,2}\1\d{4}$/;

/** What the dialog takes: 'TT-MM-JJJJ' or 'TT.MM.JJJJ' as 'YYYY-MM-DD', or null. */
export const parseTypedExportDate = (text: string): string | null =>
  TYPED_DATE.test(text.trim()) ? parseDateInput(text) : null;

/** What the API takes: 'YYYY-MM-DD' as the dialog sends it, or the typed forms its messages name. */
export const parseExportDateParam = (text: string): string | null =>
  isIsoDate(text.trim()) ? text.trim() : parseTypedExportDate(text);

export type ExportDateProblem = 'required' | 'invalid' | 'tooEarly' | 'inFuture';

export type ExportDateCheck =
  { date: string; problem?: never } | { date?: never; problem: ExportDateProblem };

/**
 * One end of the range: `parse` turns the text into 'YYYY-MM-DD' (or null when it is no date in the form it
 * accepts). Blank is 'required'.
 */
export function checkExportDate(
  text: string | null | undefined,
  parse: (text: string) => string | null,
  today: string = todayIsoDate(),
): ExportDateCheck {
  if (text === null || text === undefined || text.trim() === '') return { problem: 'required' };
  const date = parse(text.trim());
  if (date === null) return { problem: 'invalid' };
  if (date < EXPORT_MIN_DATE) return { problem: 'tooEarly' };
  if (date > today) return { problem: 'inFuture' };
  return { date };
}

/** Whether the range runs backwards (an end before the start selects nothing, so it is refused). */
export const isReversedRange = (startDate: string, endDate: string): boolean => endDate < startDate;
