import { useEffect, useState } from 'react';

/** spec 1 §9: searches apply after a 500 ms pause. */
export const SEARCH_DEBOUNCE_MS = 500;

export function useDebounced<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs]);
  return debounced;
}
