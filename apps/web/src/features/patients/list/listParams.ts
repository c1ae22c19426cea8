import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type SortOrder } from '@portal/shared-types';
import type { PatientOrderByColumn } from './__generated__/PatientsListResultsQuery.graphql';

// The table's sortable columns, checked against the schema's PatientOrderByColumn by the compiler.
export const sortColumns = [
  'NAME',
  'EMAIL',
  'PHONE_NUMBER',
  'CREATED_AT',
] as const satisfies readonly Exclude<PatientOrderByColumn, '%future added value'>[];
export type SortColumn = (typeof sortColumns)[number];

export interface PatientListParams {
  page: number;
  first: number;
  search: string;
  orderBy: { column: SortColumn; order: SortOrder };
}

// The spec's default: newest patients first.
export const defaultOrderBy: PatientListParams['orderBy'] = { column: 'CREATED_AT', order: 'DESC' };

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** `orderBy` travels as `COLUMN:ORDER`, e.g. `NAME:ASC`; anything unknown falls back to the default. */
function parseOrderBy(value: string | null): PatientListParams['orderBy'] {
  const [column, order] = (value ?? '').split(':');
  const known = (sortColumns as readonly string[]).includes(column ?? '');
  return known && (order === 'ASC' || order === 'DESC')
    ? { column: column as SortColumn, order }
    : defaultOrderBy;
}

export function readListParams(search: URLSearchParams): PatientListParams {
  const first = positiveInt(search.get('first'));
  return {
    page: positiveInt(search.get('page')) ?? 1,
    first:
      first !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(first) ? first : DEFAULT_PAGE_SIZE,
    search: search.get('search') ?? '',
    orderBy: parseOrderBy(search.get('orderBy')),
  };
}

/** Writes the changed values into the URL; defaults are left out, and any change but the page goes back to page 1. */
export function writeListParams(
  current: URLSearchParams,
  change: Partial<PatientListParams>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const merged = { ...readListParams(current), ...change };
  if (change.page === undefined) merged.page = 1;
  const set = (name: string, value: string, fallback: string) =>
    value === fallback ? next.delete(name) : next.set(name, value);
  set('page', String(merged.page), '1');
  set('first', String(merged.first), String(DEFAULT_PAGE_SIZE));
  set('search', merged.search.trim(), '');
  set(
    'orderBy',
    `${merged.orderBy.column}:${merged.orderBy.order}`,
    `${defaultOrderBy.column}:${defaultOrderBy.order}`,
  );
  return next;
}

/** Clicking a column sorts ascending, clicking it again descending. */
export function toggleSort(
  current: PatientListParams['orderBy'],
  column: SortColumn,
): PatientListParams['orderBy'] {
  return current.column === column && current.order === 'ASC'
    ? { column, order: 'DESC' }
    : { column, order: 'ASC' };
}
