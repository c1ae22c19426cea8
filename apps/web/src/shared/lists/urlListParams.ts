// The pieces every list keeps in its URL: page and page size, the sort clause (`COLUMN:ORDER`) and
// one-of filters. Each list's own module says which columns and filters it has.
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type SortOrder } from '@portal/shared-types';

export interface SortClause<Column extends string> {
  column: Column;
  order: SortOrder;
}

export interface Paging {
  /** 1-based, as the API counts. */
  page: number;
  first: number;
}

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** `page` (default 1) and `first` (one of the page sizes, else the default). */
export function readPaging(search: URLSearchParams): Paging {
  const first = positiveInt(search.get('first'));
  return {
    page: positiveInt(search.get('page')) ?? 1,
    first:
      first !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(first) ? first : DEFAULT_PAGE_SIZE,
  };
}

/** The value if it is one of `allowed`, else null (no filter). */
export function readOneOf<Value extends string>(
  value: string | null,
  allowed: readonly Value[],
): Value | null {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as Value) : null;
}

/** `orderBy` travels as `COLUMN:ORDER`, e.g. `NAME:ASC`; anything unknown falls back to `fallback`. */
export function readOrderBy<Column extends string>(
  value: string | null,
  columns: readonly Column[],
  fallback: SortClause<Column>,
): SortClause<Column> {
  const [column, order] = (value ?? '').split(':');
  const known = readOneOf(column ?? null, columns);
  return known !== null && (order === 'ASC' || order === 'DESC') ? { column: known, order } : fallback;
}

const formatOrderBy = ({ column, order }: SortClause<string>) => `${column}:${order}`;

/** Clicking a column sorts ascending, clicking it again descending. */
export function toggleSortClause<Column extends string>(
  current: SortClause<Column>,
  column: Column,
): SortClause<Column> {
  return current.column === column && current.order === 'ASC'
    ? { column, order: 'DESC' }
    : { column, order: 'ASC' };
}

/**
 * A copy of `current` to write a list's values into; a value equal to its default is left out of the
 * URL. Paging is written first; a change without a page goes back to page 1 (`paging` says which).
 */
export function urlWriter(current: URLSearchParams, paging: Paging) {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string, fallback = '') =>
    value === fallback ? next.delete(name) : next.set(name, value);
  set('page', String(paging.page), '1');
  set('first', String(paging.first), String(DEFAULT_PAGE_SIZE));
  return {
    next,
    set,
    setOrderBy: (orderBy: SortClause<string>, fallback: SortClause<string>) =>
      set('orderBy', formatOrderBy(orderBy), formatOrderBy(fallback)),
  };
}

/** The merged params after `change`: any change but the page itself goes back to page 1. */
export function mergeChange<Params extends Paging>(current: Params, change: Partial<Params>): Params {
  const merged = { ...current, ...change };
  if (change.page === undefined) merged.page = 1;
  return merged;
}
