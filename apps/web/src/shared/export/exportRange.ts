import { type TFunction } from 'i18next';
import {
  checkExportDate,
  type ExportDateProblem,
  isReversedRange,
  parseTypedExportDate,
  todayIsoDate,
} from '@portal/shared-types';

export type ExportResource = 'orders' | 'patients' | 'doctors' | 'credit-notes';
export type ExportFormat = 'xlsx' | 'csv';
export type RangeEnd = 'start' | 'end';

const messageKeys = {
  start: {
    required: 'errors.exports.startRequired',
    invalid: 'errors.exports.startInvalid',
    tooEarly: 'errors.exports.startTooEarly',
    inFuture: 'errors.exports.startInFuture',
  },
  end: {
    required: 'errors.exports.endRequired',
    invalid: 'errors.exports.endInvalid',
    tooEarly: 'errors.exports.endTooEarly',
    inFuture: 'errors.exports.endInFuture',
  },
} as const satisfies Record<RangeEnd, Record<ExportDateProblem, string>>;

/** The message of one date field, or null: required, a TT-MM-JJJJ / TT.MM.JJJJ date, 1900-01-01 to today. */
export function exportDateMessage(
  t: TFunction,
  end: RangeEnd,
  input: string,
  today = todayIsoDate(),
): string | null {
  const { problem } = checkExportDate(input, parseTypedExportDate, today);
  return problem === undefined ? null : t(messageKeys[end][problem]);
}

/** The end field's message: its own rules first, then that it does not lie before a valid start. */
export function exportEndMessage(
  t: TFunction,
  endInput: string,
  startInput: string,
  today = todayIsoDate(),
): string | null {
  const own = exportDateMessage(t, 'end', endInput, today);
  if (own !== null) return own;
  const start = checkExportDate(startInput, parseTypedExportDate, today).date;
  const end = parseTypedExportDate(endInput)!;
  return start !== undefined && isReversedRange(start, end) ? t('errors.exports.endBeforeStart') : null;
}

/** The download of a valid range: `/api/<resource>/download-export?startDate=…&endDate=…[&format=csv]`. */
export function exportPath(
  resource: ExportResource,
  startInput: string,
  endInput: string,
  format: ExportFormat,
) {
  const query = new URLSearchParams({
    startDate: parseTypedExportDate(startInput) ?? '',
    endDate: parseTypedExportDate(endInput) ?? '',
  });
  if (format === 'csv') query.set('format', 'csv');
  return `/api/${resource}/download-export?${query.toString()}`;
}

/** What the dialog names the file when the server names none (it always does). */
export const fallbackFileName = (resource: ExportResource, format: ExportFormat) =>
  `${resource}-export.${format}`;
