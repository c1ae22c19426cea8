import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type SortOrder } from '@portal/shared-types';

// The API's ConsultingFeesOrderByColumn values: the server sorts by these and nothing else.
export const feeSortColumns = ['CREATED_AT', 'AMOUNT', 'STATUS', 'PAID_AT'] as const;
export type FeeSortColumn = (typeof feeSortColumns)[number];

export const feeStatuses = ['Unpaid', 'Paid', 'Canceled'] as const;
export type FeeStatus = (typeof feeStatuses)[number];

export interface FinancialListParams {
  page: number;
  first: number;
  search: string;
  orderBy: { column: FeeSortColumn; order: SortOrder };
  /** null: every status. */
  status: FeeStatus | null;
}

// The spec's default: newest fees first.
export const defaultFeesOrderBy: FinancialListParams['orderBy'] = { column: 'CREATED_AT', order: 'DESC' };

// Search debounce as the other doctor lists (spec, section 9).
export const FEES_SEARCH_DEBOUNCE_MS = 300;

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** `orderBy` travels as `COLUMN:ORDER`, e.g. `AMOUNT:ASC`; anything unknown falls back to the default. */
function parseOrderBy(value: string | null): FinancialListParams['orderBy'] {
  const [column, order] = (value ?? '').split(':');
  const known = (feeSortColumns as readonly string[]).includes(column ?? '');
  return known && (order === 'ASC' || order === 'DESC')
    ? { column: column as FeeSortColumn, order }
    : defaultFeesOrderBy;
}

export function readFinancialListParams(search: URLSearchParams): FinancialListParams {
  const first = positiveInt(search.get('first'));
  const status = search.get('status');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    first:
      first !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(first) ? first : DEFAULT_PAGE_SIZE,
    search: search.get('search') ?? '',
    orderBy: parseOrderBy(search.get('orderBy')),
    status: (feeStatuses as readonly string[]).includes(status ?? '') ? (status as FeeStatus) : null,
  };
}

/** Writes the changed values into the URL; defaults are left out, and any change but the page goes back to page 1. */
export function writeFinancialListParams(
  current: URLSearchParams,
  change: Partial<FinancialListParams>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const merged = { ...readFinancialListParams(current), ...change };
  if (change.page === undefined) merged.page = 1;
  const set = (name: string, value: string, fallback: string) =>
    value === fallback ? next.delete(name) : next.set(name, value);
  set('page', String(merged.page), '1');
  set('first', String(merged.first), String(DEFAULT_PAGE_SIZE));
  set('search', merged.search.trim(), '');
  set(
    'orderBy',
    `${merged.orderBy.column}:${merged.orderBy.order}`,
    `${defaultFeesOrderBy.column}:${defaultFeesOrderBy.order}`,
  );
  set('status', merged.status ?? '', '');
  return next;
}

/** Clicking a column sorts ascending, clicking it again descending. */
export function toggleFeesSort(
  current: FinancialListParams['orderBy'],
  column: FeeSortColumn,
): FinancialListParams['orderBy'] {
  return current.column === column && current.order === 'ASC'
    ? { column, order: 'DESC' }
    : { column, order: 'ASC' };
}

/** The variables of the `consultingFees` query for these params. */
export function feesQueryVariables(params: FinancialListParams) {
  const search = params.search.trim();
  return {
    first: params.first,
    page: params.page,
    search: search === '' ? null : search,
    status: params.status,
    orderBy: [params.orderBy],
  };
}
