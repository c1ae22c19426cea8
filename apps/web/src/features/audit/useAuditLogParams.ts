import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { mergeChange, type Paging, readPaging, urlWriter } from '../../shared/lists/urlListParams';

/** page and first of the audit view, kept in the URL. */
export function useAuditLogParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readPaging(searchParams), [searchParams]);
  const change = useCallback(
    (next: Partial<Paging>) =>
      setSearchParams((current) => urlWriter(current, mergeChange(readPaging(current), next)).next),
    [setSearchParams],
  );
  return { params, change };
}
