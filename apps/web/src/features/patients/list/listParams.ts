import {
  mergeChange,
  readOrderBy,
  readPaging,
  type SortClause,
  toggleSortClause,
  urlWriter,
} from '../../../shared/lists/urlListParams';
import { type KnownValue } from '../../../relay/enumValues';
import type {
  PatientOrderByColumn,
  PatientsListResultsQuery,
} from './__generated__/PatientsListResultsQuery.graphql';

// The table's sortable columns, checked against the schema's PatientOrderByColumn by the compiler.
export const sortColumns = [
  'NAME',
  'EMAIL',
  'PHONE_NUMBER',
  'CREATED_AT',
] as const satisfies readonly KnownValue<PatientOrderByColumn>[];
export type SortColumn = (typeof sortColumns)[number];

export interface PatientListParams {
  page: number;
  first: number;
  search: string;
  orderBy: SortClause<SortColumn>;
}

// The spec's default: newest patients first.
export const defaultOrderBy: PatientListParams['orderBy'] = { column: 'CREATED_AT', order: 'DESC' };

export function readListParams(search: URLSearchParams): PatientListParams {
  return {
    ...readPaging(search),
    search: search.get('search') ?? '',
    orderBy: readOrderBy(search.get('orderBy'), sortColumns, defaultOrderBy),
  };
}

/** The list query's variables for these parameters (the route's loader and the screen's refresh). */
export function listQueryVariables(params: PatientListParams): PatientsListResultsQuery['variables'] {
  return {
    first: params.first,
    page: params.page,
    search: params.search === '' ? null : params.search,
    orderBy: [params.orderBy],
  };
}

/** Writes the changed values into the URL; defaults are left out, and any change but the page goes back to page 1. */
export function writeListParams(
  current: URLSearchParams,
  change: Partial<PatientListParams>,
): URLSearchParams {
  const merged = mergeChange(readListParams(current), change);
  const url = urlWriter(current, merged);
  url.set('search', merged.search.trim());
  url.setOrderBy(merged.orderBy, defaultOrderBy);
  return url.next;
}

/** Clicking a column sorts ascending, clicking it again descending. */
export const toggleSort = toggleSortClause<SortColumn>;
