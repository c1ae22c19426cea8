import type { CellValue, ExportColumn, ExportRow } from './export-columns.js';

// A spreadsheet runs a cell that starts with one of these as a formula (CSV/formula injection, OWASP):
// '=', '+', '-', '@', and tab or carriage return, which some programs skip before reading on.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet will not run: a leading `'` before a formula-like start. */
export const neutralise = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * A database row as the cells of a file line, in column order: codes in words, text neutralised, empty
 * values null. Numbers stay numbers (money in cents); dates stay 'YYYY-MM-DD' text for the writer to place.
 */
export function cellsOf(columns: readonly ExportColumn[], row: ExportRow): CellValue[] {
  return columns.map((column) => {
    const value = row[column.key];
    if (column.label)
      return neutralise(column.label(value === null || value === undefined ? null : String(value)));
    if (value === null || value === undefined) return null;
    switch (column.kind) {
      case 'text':
        return neutralise(String(value));
      case 'integer':
      case 'money':
        return Number(value);
      case 'boolean':
        return Boolean(value);
      case 'date':
      case 'datetime':
        return String(value);
    }
  });
}
