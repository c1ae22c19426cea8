import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../shared/search/useDebouncedValue';

/**
 * The text of a list's search box, written to the URL once typing settles (`delayMs`) and read back
 * from it on back/forward (as the patients list does).
 */
export function useUrlSearchText(urlValue: string, write: (search: string) => void, delayMs: number) {
  const [text, setText] = useState(urlValue);
  const debounced = useDebouncedValue(text, delayMs);
  const written = useRef(urlValue);
  useEffect(() => {
    if (debounced.trim() === written.current) return;
    written.current = debounced.trim();
    write(debounced);
  }, [debounced, write]);
  useEffect(() => {
    if (urlValue === written.current) return;
    written.current = urlValue;
    setText(urlValue);
  }, [urlValue]);
  return [text, setText] as const;
}
