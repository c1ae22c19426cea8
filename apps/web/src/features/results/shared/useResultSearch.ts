import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUrlSearchText } from '../../orders/list/useUrlSearchText';

/**
 * A result list's search box: the text typed, and the search kept in the URL (`search`) once typing has settled
 * for `delayMs`. Writing the search goes back to the first page.
 */
export function useResultSearch(delayMs: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const write = useCallback(
    (text: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim()) next.set('search', text.trim());
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const [text, setText] = useUrlSearchText(search, write, delayMs);
  return { text, setText, search };
}
