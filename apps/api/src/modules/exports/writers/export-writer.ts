import type { Duplex } from 'node:stream';
import { translationOf } from '@portal/i18n';
import type { ExportColumn } from '../export-columns.js';

/**
 * A file format of the exports: pipeline stages from lines of cells (object mode, one `CellValue[]` per line, in
 * column order, as cellsOf makes them) to the file's bytes. The formats stay swappable behind this.
 */
export interface ExportWriter {
  readonly extension: string;
  readonly contentType: string;
  stages(columns: readonly ExportColumn[], sheetName: string): [Duplex, ...Duplex[]];
}

const texts = translationOf('de').exports.file;
export const yesNo = (value: boolean): string => (value ? texts.yes : texts.no);

/** 'YYYY-MM-DD…' → its parts as numbers (date and, for wall times, the clock). */
export const dateParts = (text: string): number[] => text.split(/[-T:]/).map(Number);
