import { endpointKey, http, prefetchPagedQuery, usePagedQuery, type PageRequest } from '@kora/shared';
import type { ArtistSort } from '@kora/shared/contracts';
import { listArtists } from '@kora/shared/contracts/endpoints';

export const ARTISTS_PAGE_SIZE = 12;
export const ARTIST_SORTS: readonly ArtistSort[] = ['featured', 'popular', 'newest'];
/** /artists opens on the featured artists, before any search. */
export const DEFAULT_ARTIST_SORT: ArtistSort = 'featured';

const artistsList = (sort: ArtistSort, query: string) =>
  [
    [...endpointKey(listArtists), { sort, query }],
    ARTISTS_PAGE_SIZE,
    ({ offset, limit, signal }: PageRequest) =>
      http.call(listArtists, { query: { offset, limit, sort, search: query || undefined } }, { signal }),
  ] as const;

/** /artists' list, page by page: another search or sort starts again from the first page. */
export function useArtistsList(sort: ArtistSort, query: string) {
  return usePagedQuery(...artistsList(sort, query));
}

/** The first page /artists opens on, asked for with the screen's code. */
export function prefetchArtistsList() {
  return prefetchPagedQuery(...artistsList(DEFAULT_ARTIST_SORT, ''));
}
