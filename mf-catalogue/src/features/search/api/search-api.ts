import { apiRead, http } from '@kora/shared';
import type { SearchGroup, SearchResponse, SearchType } from '@kora/shared/contracts';

/** Hits of each type shown under "Tout" before its "see all" link. */
export const SEARCH_OVERVIEW_LIMIT = 4;
/** Hits a type's tab adds at each "Plus de résultats". */
export const SEARCH_PAGE_SIZE = 20;
/** Pages a type's tab shows at most: past them the visitor is asked to narrow the search. */
export const SEARCH_MAX_PAGES = 10;

type Signal = AbortSignal | undefined;

/** The site search (`GET /api/search`), typed with the shared contract. */
export const searchApi = {
  /** Every type, its first few hits and its count. */
  overview: (q: string, signal?: Signal) =>
    http.get<SearchResponse>('/search', { signal, query: { q, limit: SEARCH_OVERVIEW_LIMIT } }),
  /** One page of one type's hits. */
  page: (q: string, type: SearchType, offset: number, signal?: Signal) =>
    http.get<SearchResponse>('/search', { signal, query: { q, types: type, limit: SEARCH_PAGE_SIZE, offset } }),
};

// Search finds only public things, the same for everyone.
export const searchQueries = {
  overview: (q: string) => apiRead(['search', q], (signal) => searchApi.overview(q, signal)),
  page: (q: string, type: SearchType, offset: number) =>
    apiRead(['search', q, type, offset], (signal) => searchApi.page(q, type, offset, signal)),
};

/** The group of `type` in an answer; an answer without it counts as nothing found. */
export function groupOf(response: SearchResponse, type: SearchType): SearchGroup {
  return response.groups.find((group) => group.type === type) ?? { type, total: 0, items: [] };
}

/** Everything an answer found, all types together. */
export function totalOf(response: SearchResponse): number {
  return response.groups.reduce((sum, group) => sum + group.total, 0);
}
