import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  PRODUCT_TYPES,
  type ProductType,
  type SortOrder,
} from '@portal/shared-types';

// The API's OrdersOrderByColumn values the tables sort by.
export const orderSortColumns = [
  'ORDER_NUMBER',
  'CREATED_AT',
  'STATUS',
  'PAYMENT_STATUS',
  'TOTAL_PRICE',
] as const;
export type OrderSortColumn = (typeof orderSortColumns)[number];

export interface OrdersListParams {
  page: number;
  first: number;
  search: string;
  orderBy: { column: OrderSortColumn; order: SortOrder };
  /** Only the patient's order history filters by product type; null for all. */
  productType: ProductType | null;
}

// The spec's default: newest orders first.
export const defaultOrdersOrderBy: OrdersListParams['orderBy'] = { column: 'CREATED_AT', order: 'DESC' };

// Search debounce (doctor spec, section 9): all orders 300 ms, the orders of a patient 500 ms.
export const ALL_ORDERS_SEARCH_DEBOUNCE_MS = 300;
export const PATIENT_ORDERS_SEARCH_DEBOUNCE_MS = 500;

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** `orderBy` travels as `COLUMN:ORDER`, e.g. `TOTAL_PRICE:ASC`; anything unknown falls back to the default. */
function parseOrderBy(value: string | null): OrdersListParams['orderBy'] {
  const [column, order] = (value ?? '').split(':');
  const known = (orderSortColumns as readonly string[]).includes(column ?? '');
  return known && (order === 'ASC' || order === 'DESC')
    ? { column: column as OrderSortColumn, order }
    : defaultOrdersOrderBy;
}

export function readOrdersListParams(search: URLSearchParams): OrdersListParams {
  const first = positiveInt(search.get('first'));
  const productType = search.get('productType');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    first:
      first !== null && (PAGE_SIZE_OPTIONS as readonly number[]).includes(first) ? first : DEFAULT_PAGE_SIZE,
    search: search.get('search') ?? '',
    orderBy: parseOrderBy(search.get('orderBy')),
    productType: (PRODUCT_TYPES as readonly string[]).includes(productType ?? '')
      ? (productType as ProductType)
      : null,
  };
}

/** Writes the changed values into the URL; defaults are left out, and any change but the page goes back to page 1. */
export function writeOrdersListParams(
  current: URLSearchParams,
  change: Partial<OrdersListParams>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const merged = { ...readOrdersListParams(current), ...change };
  if (change.page === undefined) merged.page = 1;
  const set = (name: string, value: string, fallback: string) =>
    value === fallback ? next.delete(name) : next.set(name, value);
  set('page', String(merged.page), '1');
  set('first', String(merged.first), String(DEFAULT_PAGE_SIZE));
  set('search', merged.search.trim(), '');
  set(
    'orderBy',
    `${merged.orderBy.column}:${merged.orderBy.order}`,
    `${defaultOrdersOrderBy.column}:${defaultOrdersOrderBy.order}`,
  );
  set('productType', merged.productType ?? '', '');
  return next;
}

/** Clicking a column sorts ascending, clicking it again descending. */
export function toggleOrdersSort(
  current: OrdersListParams['orderBy'],
  column: OrderSortColumn,
): OrdersListParams['orderBy'] {
  return current.column === column && current.order === 'ASC'
    ? { column, order: 'DESC' }
    : { column, order: 'ASC' };
}

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
