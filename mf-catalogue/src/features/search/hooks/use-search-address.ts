import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_TYPES, type SearchType } from '@kora/shared/contracts';
import { SEARCH_MAX_PAGES } from '../api/search-reads';

export interface SearchAddress {
  /** The query as asked (`?q=`), trimmed, cut to the length the API takes. */
  query: string;
  /** The tab shown (`&type=`); null is "Tout". */
  type: SearchType | null;
  /** Pages of the type's hits shown (`&page=`), so Back comes back to the same list. */
  pages: number;
}

function readPages(value: string | null): number {
  const pages = Number.parseInt(value ?? '', 10);
  return Number.isFinite(pages) ? Math.min(Math.max(pages, 1), SEARCH_MAX_PAGES) : 1;
}

/**
 * The search page's state, all of it in the address. A new query is a new history entry; choosing a tab
 * or showing more hits replaces the entry, so arrowing through tabs does not fill Back.
 */
export function useSearchAddress() {
  const [params, setParams] = useSearchParams();
  const found = params.get('type');
  const address: SearchAddress = {
    query: (params.get('q') ?? '').slice(0, SEARCH_MAX_QUERY_LENGTH).trim(),
    type: SEARCH_TYPES.includes(found as SearchType) ? (found as SearchType) : null,
    pages: readPages(params.get('page')),
  };

  const search = useCallback(
    (query: string) => {
      const trimmed = query.trim();
      setParams(trimmed ? { q: trimmed } : {});
    },
    [setParams],
  );

  const selectType = useCallback(
    (type: SearchType | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (type) updated.set('type', type);
          else updated.delete('type');
          updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const showPages = useCallback(
    (pages: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('page', String(pages));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { ...address, search, selectType, showPages };
}
