import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type FinancialListParams,
  readFinancialListParams,
  writeFinancialListParams,
} from './financialListParams';

/** page, first, search, orderBy and status of the fees list, kept in the URL. */
export function useFinancialListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readFinancialListParams(searchParams), [searchParams]);
  const change = useCallback(
    (next: Partial<FinancialListParams>) =>
      // Typing in the search box should not fill the history.
      setSearchParams((current) => writeFinancialListParams(current, next), { replace: 'search' in next }),
    [setSearchParams],
  );
  const writeSearch = useCallback((search: string) => change({ search }), [change]);
  return { params, change, writeSearch };
}
