import { endpointKey, http, prefetchPagedQuery, usePagedQuery, type PageRequest } from '@kora/shared';
import type { EpisodeListQuery } from '@kora/shared/contracts';
import { listEpisodes } from '@kora/shared/contracts/endpoints';

export const EPISODES_PAGE_SIZE = 12;
export const EPISODE_FILTERS = ['all', 'popular', 'live', 'newest'] as const;
export type EpisodeFilter = (typeof EPISODE_FILTERS)[number];

/** What each filter asks the API: popular = more than 1000 viewers; all puts live episodes first. */
function episodeQuery(filter: EpisodeFilter): EpisodeListQuery {
  switch (filter) {
    case 'popular':
      return { popular: true };
    case 'live':
      return { status: 'live' };
    case 'newest':
      return { sort: 'newest' };
    case 'all':
      return { sort: 'live-first' };
  }
}

const episodesList = (filter: EpisodeFilter, query: string) =>
  [
    [...endpointKey(listEpisodes), { filter, query }],
    EPISODES_PAGE_SIZE,
    ({ offset, limit, signal }: PageRequest) =>
      http.call(
        listEpisodes,
        { query: { ...episodeQuery(filter), offset, limit, search: query || undefined } },
        { signal },
      ),
  ] as const;

/** /podcasts' episodes, page by page: another search or filter starts again from the first page. */
export function useEpisodesList(filter: EpisodeFilter, query: string) {
  return usePagedQuery(...episodesList(filter, query));
}

/** The first page /podcasts opens on (all episodes, before any search), asked for with the screen's code. */
export function prefetchEpisodesList() {
  return prefetchPagedQuery(...episodesList('all', ''));
}
