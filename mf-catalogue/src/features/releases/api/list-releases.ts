import { endpointKey, http, prefetchPagedQuery, usePagedQuery, type PageRequest } from '@kora/shared';
import { listReleases } from '@kora/shared/contracts/endpoints';
import type { ScreenAddress } from '@kora/shared/remote-app';
import type { ArtistType, Genre, ReleaseSort } from '@kora/shared/contracts';

// Loaded with the catalogue's app module (to ask for the list ahead): no value from the contracts, whose
// schemas would come with it.
export const RELEASES_PAGE_SIZE = 12;

export interface ReleasesFilters {
  sort: ReleaseSort;
  query: string;
  genre: Genre | 'all';
  artistType: ArtistType | 'all';
}

/** What /releases shows when its address makes no choice. */
export const DEFAULT_RELEASES_FILTERS: ReleasesFilters = {
  sort: 'featured',
  query: '',
  genre: 'all',
  artistType: 'all',
};

const releasesList = ({ sort, query, genre, artistType }: ReleasesFilters) =>
  [
    [...endpointKey(listReleases), { sort, query, genre, artistType }],
    RELEASES_PAGE_SIZE,
    ({ offset, limit, signal }: PageRequest) =>
      http.call(
        listReleases,
        {
          query: {
            limit,
            offset,
            sort,
            search: query || undefined,
            genre: genre === 'all' ? undefined : genre,
            artistType: artistType === 'all' ? undefined : (artistType as ArtistType),
          },
        },
        { signal },
      ),
  ] as const;

/** /releases' list, page by page: another search, filter or sort starts again from the first page. */
export function useReleasesList(filters: ReleasesFilters) {
  return usePagedQuery(...releasesList(filters));
}

/** The first page of /releases opened without choices, asked for with the screen's code. */
export function prefetchReleasesList({ search }: ScreenAddress) {
  return search.toString() === '' ? prefetchPagedQuery(...releasesList(DEFAULT_RELEASES_FILTERS)) : undefined;
}
