import { PRODUCT_TYPES, type ProductType } from '@portal/shared-types';
import {
  mergeChange,
  readOneOf,
  readOrderBy,
  readPaging,
  type SortClause,
  toggleSortClause,
  urlWriter,
} from '../../../shared/lists/urlListParams';
import { type KnownValue } from '../../../relay/enumValues';
import { type OrdersOrderByColumn } from './__generated__/OrdersResultsQuery.graphql';

// The API's OrdersOrderByColumn values the tables sort by, checked against the schema by the compiler.
export const orderSortColumns = [
  'ORDER_NUMBER',
  'CREATED_AT',
  'STATUS',
  'PAYMENT_STATUS',
  'TOTAL_PRICE',
] as const satisfies readonly KnownValue<OrdersOrderByColumn>[];
export type OrderSortColumn = (typeof orderSortColumns)[number];

export interface OrdersListParams {
  page: number;
  first: number;
  search: string;
  orderBy: SortClause<OrderSortColumn>;
  /** Only the patient's order history filters by product type; null for all. */
  productType: ProductType | null;
}

// The spec's default: newest orders first.
export const defaultOrdersOrderBy: OrdersListParams['orderBy'] = { column: 'CREATED_AT', order: 'DESC' };

// Search debounce (doctor spec, section 9): all orders 300 ms, the orders of a patient 500 ms.
export const ALL_ORDERS_SEARCH_DEBOUNCE_MS = 300;
export const PATIENT_ORDERS_SEARCH_DEBOUNCE_MS = 500;

export function readOrdersListParams(search: URLSearchParams): OrdersListParams {
  return {
    ...readPaging(search),
    search: search.get('search') ?? '',
    orderBy: readOrderBy(search.get('orderBy'), orderSortColumns, defaultOrdersOrderBy),
    productType: readOneOf(search.get('productType'), PRODUCT_TYPES),
  };
}

/** Writes the changed values into the URL; defaults are left out, and any change but the page goes back to page 1. */
export function writeOrdersListParams(
  current: URLSearchParams,
  change: Partial<OrdersListParams>,
): URLSearchParams {
  const merged = mergeChange(readOrdersListParams(current), change);
  const url = urlWriter(current, merged);
  url.set('search', merged.search.trim());
  url.setOrderBy(merged.orderBy, defaultOrdersOrderBy);
  url.set('productType', merged.productType ?? '');
  return url.next;
}

/** Clicking a column sorts ascending, clicking it again descending. */
export const toggleOrdersSort = toggleSortClause<OrderSortColumn>;

/** The variables of the `orders` query for these params. */
export function ordersQueryVariables(params: OrdersListParams, patientId: string | null = null) {
  return {
    patient_id: patientId,
    productType: params.productType,
    first: params.first,
    page: params.page,
    search: params.search.trim() === '' ? null : params.search.trim(),
    orderBy: [params.orderBy],
  };
}
