// Text that PostgreSQL cannot store or that is not real Unicode: the NUL character (refused by text
// columns) and unpaired UTF-16 surrogates (silently turned into U+FFFD on the way to the database).
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnstorableCharacters = (value: string): boolean =>
  value.includes('\u0000') || UNPAIRED_SURROGATE.test(value);

/** A bigint primary key as the API hands it out: 1 to 18 digits (fits Postgres bigint). */
export const isRowId = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,18}$/.test(value);
