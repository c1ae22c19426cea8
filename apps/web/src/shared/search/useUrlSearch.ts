import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * The text of a list's search box, kept in step with the search in the URL: typing writes it once it
 * settles (300 ms), back/forward reads it. Returns the box's value and its setter.
 */
export function useUrlSearch(urlSearch: string, write: (search: string) => void) {
  const [text, setText] = useState(urlSearch);
  const debounced = useDebouncedValue(text);
  // The search last written to (or read from) the URL.
  const written = useRef(urlSearch);
  useEffect(() => {
    if (debounced.trim() === written.current) return;
    written.current = debounced.trim();
    write(debounced);
  }, [debounced, write]);
  useEffect(() => {
    if (urlSearch === written.current) return;
    written.current = urlSearch;
    setText(urlSearch);
  }, [urlSearch]);
  return [text, setText] as const;
}
