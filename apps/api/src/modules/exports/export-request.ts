import {
  checkExportDate,
  type ExportDateProblem,
  isReversedRange,
  parseExportDateParam,
  todayIsoDate,
} from '@portal/shared-types';
import { ValidationError } from '../../common/errors/app-error.js';
import type { ErrorDefinition } from '../../common/errors/error-catalogue.js';
import { ExportsError } from './exports.errors.js';

export type ExportFormat = 'xlsx' | 'csv';

/** What a download asks for: the range ('YYYY-MM-DD', both days included, Berlin days) and the file format. */
export interface ExportRequest {
  startDate: string;
  endDate: string;
  format: ExportFormat;
}

const problems: Record<'start' | 'end', Record<ExportDateProblem, ErrorDefinition>> = {
  start: {
    required: ExportsError.startRequired,
    invalid: ExportsError.startInvalid,
    tooEarly: ExportsError.startTooEarly,
    inFuture: ExportsError.startInFuture,
  },
  end: {
    required: ExportsError.endRequired,
    invalid: ExportsError.endInvalid,
    tooEarly: ExportsError.endTooEarly,
    inFuture: ExportsError.endInFuture,
  },
};

// Laravel's 422 shape: `{ message, errors: { field: [message] }, reasons }`.
const refuse = (failure: ErrorDefinition, field: string): never => {
  throw ValidationError.of(field, failure);
};

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The query of /api/<list>/download-export (admin spec, section 5): startDate and endDate required, real dates,
 * not before 1900-01-01 and not after today in Berlin, the end not before the start; format xlsx (default) or csv.
 * A broken rule answers 422 with its German message.
 */
export function exportRequestOf(query: Record<string, unknown>, today = todayIsoDate()): ExportRequest {
  const start = checkExportDate(textOf(query.startDate), parseExportDateParam, today);
  if (start.problem) return refuse(problems.start[start.problem], 'startDate');
  const end = checkExportDate(textOf(query.endDate), parseExportDateParam, today);
  if (end.problem) return refuse(problems.end[end.problem], 'endDate');
  if (isReversedRange(start.date, end.date)) return refuse(ExportsError.endBeforeStart, 'endDate');
  const format = textOf(query.format)?.toLowerCase() ?? 'xlsx';
  if (format !== 'xlsx' && format !== 'csv') return refuse(ExportsError.formatInvalid, 'format');
  return { startDate: start.date, endDate: end.date, format };
}
