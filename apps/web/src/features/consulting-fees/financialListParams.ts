import {
  mergeChange,
  readOneOf,
  readOrderBy,
  readPaging,
  type SortClause,
  toggleSortClause,
  urlWriter,
} from '../../shared/lists/urlListParams';
import { enumValues, type KnownValue } from '../../relay/enumValues';
import {
  type ConsultingFeesOrderByColumn,
  type ConsultingFeeStatus,
} from './__generated__/ConsultingFeesResultsQuery.graphql';

// The API's ConsultingFeesOrderByColumn values the table sorts by, checked against the schema by the compiler.
export const feeSortColumns = [
  'CREATED_AT',
  'AMOUNT',
  'STATUS',
  'PAID_AT',
] as const satisfies readonly KnownValue<ConsultingFeesOrderByColumn>[];
export type FeeSortColumn = (typeof feeSortColumns)[number];

export type FeeStatus = KnownValue<ConsultingFeeStatus>;
export const feeStatuses = enumValues<FeeStatus>({ Unpaid: true, Paid: true, Canceled: true });

export interface FinancialListParams {
  page: number;
  first: number;
  search: string;
  orderBy: SortClause<FeeSortColumn>;
  /** null: every status. */
  status: FeeStatus | null;
}

// The spec's default: newest fees first.
export const defaultFeesOrderBy: FinancialListParams['orderBy'] = { column: 'CREATED_AT', order: 'DESC' };

// Search debounce as the other doctor lists (spec, section 9).
export const FEES_SEARCH_DEBOUNCE_MS = 300;

export function readFinancialListParams(search: URLSearchParams): FinancialListParams {
  return {
    ...readPaging(search),
    search: search.get('search') ?? '',
    orderBy: readOrderBy(search.get('orderBy'), feeSortColumns, defaultFeesOrderBy),
    status: readOneOf(search.get('status'), feeStatuses),
  };
}

/** Writes the changed values into the URL; defaults are left out, and any change but the page goes back to page 1. */
export function writeFinancialListParams(
  current: URLSearchParams,
  change: Partial<FinancialListParams>,
): URLSearchParams {
  const merged = mergeChange(readFinancialListParams(current), change);
  const url = urlWriter(current, merged);
  url.set('search', merged.search.trim());
  url.setOrderBy(merged.orderBy, defaultFeesOrderBy);
  url.set('status', merged.status ?? '');
  return url.next;
}

/** Clicking a column sorts ascending, clicking it again descending. */
export const toggleFeesSort = toggleSortClause<FeeSortColumn>;

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
