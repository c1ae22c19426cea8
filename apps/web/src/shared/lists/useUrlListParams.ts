import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's params kept in the URL: `read` parses them, `write` puts a change back (see urlListParams). */
export function useUrlListParams<Params>(
  read: (search: URLSearchParams) => Params,
  write: (current: URLSearchParams, change: Partial<Params>) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => read(searchParams), [read, searchParams]);
  const change = useCallback(
    (next: Partial<Params>) => setSearchParams((current) => write(current, next)),
    [setSearchParams, write],
  );
  return { params, change };
}
