import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type OrdersListParams, readOrdersListParams, writeOrdersListParams } from './ordersListParams';

/** page, first, search, orderBy and productType of an orders list, kept in the URL. */
export function useOrdersListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readOrdersListParams(searchParams), [searchParams]);
  const change = useCallback(
    (next: Partial<OrdersListParams>) =>
      // Typing in the search box should not fill the history.
      setSearchParams((current) => writeOrdersListParams(current, next), { replace: 'search' in next }),
    [setSearchParams],
  );
  const writeSearch = useCallback((search: string) => change({ search }), [change]);
  return { params, change, writeSearch };
}
