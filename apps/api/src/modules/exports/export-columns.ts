/**
 * How a column's values come from SQL and go into a file:
 * - text: a string (a `label` turns stored codes into words)
 * - integer: a count
 * - money: cents (int or bigint text), written as euros
 * - date: 'YYYY-MM-DD'; datetime: Berlin wall time 'YYYY-MM-DDTHH:MM:SS' (see berlinDateTime)
 * - boolean: Ja / Nein
 */
export type CellKind = 'text' | 'integer' | 'money' | 'date' | 'datetime' | 'boolean';

export type CellValue = string | number | boolean | null;

/** A row as the list's SQL gives it (timestamps and dates come as text, see berlinDateTime). */
export type ExportRow = Readonly<Record<string, CellValue | undefined>>;

export interface ExportColumn {
  /** The SQL column alias the value is read from. */
  key: string;
  header: string;
  kind: CellKind;
  /** For text columns holding a code (or none): the words written instead. */
  label?: (code: string | null) => string;
  /** Width in characters in the XLSX file. */
  width?: number;
}

/** One list's export: its SQL (parameters $1 start date, $2 end date), columns and file name prefix. */
export interface ExportList {
  fileName: string;
  sheetName: string;
  sql: string;
  columns: readonly ExportColumn[];
}

/** A timestamp column as Berlin wall time text, so files show the business's clock whatever the server's zone. */
export const berlinDateTime = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** The range on a timestamp column: from the start day's midnight to the end day's end, Berlin days. */
export const inBerlinDays = (column: string): string =>
  `${column} >= ($1::date::timestamp AT TIME ZONE 'Europe/Berlin')
   AND ${column} < (($2::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin')`;

/** The doctor of a practice (the first doctor account linked to it), as `doctor.name`, for a LATERAL join. */
export const practiceDoctor = (practiceId: string): string =>
  `LEFT JOIN LATERAL (
     SELECT concat_ws(' ', du.title, du.first_name, du.last_name) AS name
       FROM doctors dd JOIN users du ON du.id = dd.user_id
      WHERE du.medical_center_id = ${practiceId}
      ORDER BY dd.id LIMIT 1) doctor ON true`;
