import { Duplex, PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellKind, CellValue, ExportColumn } from '../export-columns.js';
import { dateParts, type ExportWriter, yesNo } from './export-writer.js';

const numberFormats: Partial<Record<CellKind, string>> = {
  money: '#,##0.00 "€"',
  integer: '0',
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
};

// Excel's dates have no zone: a wall time goes in as the same clock reading in UTC, which ExcelJS writes as is.
const wallClock = (text: string): Date => {
  const [year, month, day, hour = 0, minute = 0, second = 0] = dateParts(text);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
};

/** A cell as its XLSX value: euros and counts as numbers, dates as dates, the rest as text (never a formula). */
function xlsxValue(kind: CellKind, value: CellValue): ExcelJS.CellValue {
  if (value === null) return null;
  switch (kind) {
    case 'money':
      return Number(value) / 100;
    case 'integer':
      return Number(value);
    case 'date':
    case 'datetime':
      return wallClock(String(value));
    case 'boolean':
      return yesNo(Boolean(value));
    case 'text':
      return String(value);
  }
}

/**
 * The writable a sheet's XML goes into on its way to the zip. ExcelJS 4.4.0 (pinned) writes it there without
 * waiting (`StreamBuf` in batch mode), so while deflating lags behind, uncompressed XML would pile up there (tens of
 * MB for 200,000 rows, measured); the lines wait for it instead. Internals: a test of the export's memory guards it.
 */
function zipEntryOf(sheet: ExcelJS.Worksheet): Writable | undefined {
  return (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
}

/** Waits for `stream` to drain when it holds more than it wants, then calls `next`. */
function afterDrain(stream: Writable | undefined, next: () => void): void {
  const state = (stream as { _writableState?: { needDrain?: boolean } } | undefined)?._writableState;
  if (stream && (stream.writableNeedDrain || state?.needDrain)) stream.once('drain', next);
  else next();
}

/**
 * XLSX through ExcelJS's streaming WorkbookWriter: each line is committed (written out and forgotten) as it
 * comes, and a line waits while the file's reader is behind, so memory stays flat for any length. Inline
 * strings (no shared-string table to hold in memory); the header row is frozen.
 */
export const xlsxWriter: ExportWriter = {
  extension: 'xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  stages(columns: readonly ExportColumn[], sheetName: string) {
    const file = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: file,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({
      header: column.header,
      key: column.key,
      width: column.width ?? Math.max(12, column.header.length + 2),
      style: numberFormats[column.kind] ? { numFmt: numberFormats[column.kind] } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    const lines = new Writable({
      objectMode: true,
      write(cells: CellValue[], _encoding, callback) {
        try {
          sheet.addRow(cells.map((value, index) => xlsxValue(columns[index].kind, value))).commit();
        } catch (error) {
          callback(error as Error);
          return;
        }
        afterDrain(zipEntryOf(sheet), () => afterDrain(file, () => callback()));
      },
      final(callback) {
        sheet.commit();
        workbook.commit().then(() => callback(), callback);
      },
    });
    return [Duplex.from({ writable: lines, readable: file })];
  },
};
