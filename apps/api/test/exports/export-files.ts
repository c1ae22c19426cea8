import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { TestClient } from '../helpers/client.js';

export interface Download {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The JSON body of a refusal. */
  json: { message?: string; errors?: Record<string, string[]> };
}

/** GET a download through the browser-like client, keeping the raw bytes. */
export async function download(client: TestClient, path: string): Promise<Download> {
  const response = await client.agent
    .get(path)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  const body = response.body as Buffer;
  let json = {};
  if (String(response.headers['content-type']).startsWith('application/json'))
    json = JSON.parse(body.toString('utf8')) as Download['json'];
  return { status: response.status, headers: response.headers, body, json };
}

export type Sheet = (string | number | Date | null)[][];

/** The first sheet of an XLSX file as rows of cell values (header row first). */
export async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: Sheet = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    rows.push(
      Array.from({ length: sheet.columnCount }, (_, i) => {
        const value = values[i];
        return value === undefined ? null : (value as string | number | Date | null);
      }),
    );
  });
  return rows;
}

/** A CSV file as rows of text (header row first); checks the BOM and the `;` delimiter on the way. */
export function readCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  if (!text.startsWith('\uFEFF')) throw new Error('the CSV has no UTF-8 BOM');
  const rows: string[][] = parse(text.slice(1), { delimiter: ';', relax_column_count: false });
  return rows;
}

export const exportPath = (list: string, startDate: string, endDate: string, format?: 'xlsx' | 'csv') =>
  `/api/${list}/download-export?startDate=${startDate}&endDate=${endDate}${format ? `&format=${format}` : ''}`;
