import type { ValueTransformer } from 'typeorm';

// Postgres numeric arrives as a string (exact); entities work with numbers of at most a few decimals.
export const decimalTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
