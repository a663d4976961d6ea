import { read } from '@kora/shared';
import type { SearchType } from '@kora/shared/contracts';
import { searchSite } from '@kora/shared/contracts/endpoints';

/** Hits of each type shown under "Tout" before its "see all" link. */
export const SEARCH_OVERVIEW_LIMIT = 4;
/** Hits a type's tab adds at each "Plus de résultats". */
export const SEARCH_PAGE_SIZE = 20;
/** Pages a type's tab shows at most: past them the visitor is asked to narrow the search. */
export const SEARCH_MAX_PAGES = 10;

/** Every type, its first few hits and its count. */
export const searchOverview = (q: string) => read(searchSite, { query: { q, limit: SEARCH_OVERVIEW_LIMIT } });

/** One page of one type's hits. */
export const searchPage = (q: string, type: SearchType, offset: number) =>
  read(searchSite, { query: { q, types: [type], limit: SEARCH_PAGE_SIZE, offset } });
