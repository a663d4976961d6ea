import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../async/use-debounced-value';

/** How long typing must pause before a list asks the API for the search. */
export const SEARCH_PAUSE_MS = 300;

/**
 * One choice of a list kept in the address (`?sort=popular`), so a filtered list can be shared: a value
 * the options do not hold reads as the fallback, and choosing the fallback takes the key out.
 */
export function useAddressChoice<T extends string>(
  key: string,
  options: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const found = params.get(key);
  const value = options.includes(found as T) ? (found as T) : fallback;
  const choose = useCallback(
    (next: T) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback) updated.delete(key);
          else updated.set(key, next);
          return updated;
        },
        { replace: true },
      ),
    [key, fallback, setParams],
  );
  return [value, choose];
}

/**
 * A list's search kept in the address (`?q=`): `typed` is the box's text, `search` the trimmed text the
 * list asks for once typing pauses, written to the address as it settles.
 */
export function useAddressSearch(pauseMs = SEARCH_PAUSE_MS) {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get('q') ?? '');
  const search = useDebouncedValue(typed.trim(), pauseMs);

  useEffect(() => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (search) updated.set('q', search);
        else updated.delete('q');
        return updated;
      },
      { replace: true },
    );
  }, [search, setParams]);

  return { typed, setTyped, search };
}
