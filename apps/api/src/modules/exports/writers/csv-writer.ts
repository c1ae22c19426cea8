import { Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { CellValue, ExportColumn } from '../export-columns.js';
import { dateParts, type ExportWriter, yesNo } from './export-writer.js';

const pad = (n: number) => String(n).padStart(2, '0');
const germanDate = ([year, month, day]: number[]) => `${pad(day)}.${pad(month)}.${year}`;

/** A cell as German Excel reads it: euros with a decimal comma, DD.MM.YYYY dates, Ja/Nein. */
function csvText(column: ExportColumn, value: CellValue): string {
  if (value === null) return '';
  switch (column.kind) {
    case 'money':
      return (Number(value) / 100).toFixed(2).replace('.', ',');
    case 'date':
      return germanDate(dateParts(String(value)));
    case 'datetime': {
      const parts = dateParts(String(value));
      return `${germanDate(parts)} ${pad(parts[3])}:${pad(parts[4])}`;
    }
    case 'boolean':
      return yesNo(Boolean(value));
    case 'integer':
    case 'text':
      return String(value);
  }
}

/**
 * CSV for German Excel: `;` between cells, CRLF lines, a UTF-8 BOM, German headers. Text cells arrive
 * neutralised; csv-stringify's escape_formulas guards the same way once more.
 */
export const csvWriter: ExportWriter = {
  extension: 'csv',
  contentType: 'text/csv; charset=utf-8',
  stages: (columns) => [
    new Transform({
      objectMode: true,
      transform(cells: CellValue[], _encoding, callback) {
        callback(
          null,
          cells.map((value, index) => csvText(columns[index], value)),
        );
      },
    }),
    stringify({
      delimiter: ';',
      record_delimiter: 'windows',
      bom: true,
      header: true,
      columns: columns.map((column) => column.header),
      escape_formulas: true,
    }),
  ],
};
