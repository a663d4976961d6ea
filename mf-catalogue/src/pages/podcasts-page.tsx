import { useState } from 'react';
import {
  catalogueQueryKey,
  FilterTabs,
  ListFilters,
  PagedListView,
  SEARCH_PAUSE_MS,
  SearchField,
  SkeletonList,
  useDebouncedValue,
  usePagedQuery,
  useTranslation,
} from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import type { EpisodeListQuery } from '@kora/shared/contracts';
import { catalogueApi } from '../api';
import { EpisodeCard, EpisodeCardPlaceholder } from '../common/components/episode-card';

export const EPISODES_PAGE_SIZE = 12;
export const EPISODE_FILTERS = ['all', 'popular', 'live', 'newest'] as const;
export type EpisodeFilter = (typeof EPISODE_FILTERS)[number];

/** What each filter asks the API: popular = more than 1000 viewers; all puts live episodes first. */
export function episodeQuery(filter: EpisodeFilter): EpisodeListQuery {
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

/** /podcasts: the episode grid with search and the all / popular / live / newest filter. */
export function PodcastsPage() {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<EpisodeFilter>('all');
  const query = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const list = usePagedQuery(
    catalogueQueryKey('episodes', { filter, query }),
    EPISODES_PAGE_SIZE,
    ({ offset, limit, signal }) =>
      catalogueApi.episodes({ ...episodeQuery(filter), offset, limit, search: query || undefined }, signal),
  );

  return (
    <ScreenFrame area="catalogue" screen="podcasts">
      <ListFilters variant="bar">
        <SearchField label={t('episodes.search')} value={search} onChange={setSearch} />
        <FilterTabs
          label={t('episodes.filter')}
          options={EPISODE_FILTERS}
          value={filter}
          onChange={setFilter}
          optionLabel={(option) => t(`episodes.filters.${option}`)}
        />
      </ListFilters>
      <PagedListView
        list={list}
        texts={{
          error: t('episodes.loadError'),
          empty: t('episodes.empty'),
          moreError: t('episodes.moreError'),
          loadMore: t('loadMore'),
          loadingMore: t('loadingMore'),
        }}
        placeholder={
          <SkeletonList
            count={EPISODES_PAGE_SIZE}
            className="kora-cat-grid kora-cat-grid--episodes"
            item={<EpisodeCardPlaceholder />}
          />
        }
      >
        {(episodes) => (
          <ul className="kora-cat-grid kora-cat-grid--episodes">
            {episodes.map((episode) => (
              <li key={episode.id}>
                <EpisodeCard episode={episode} />
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </ScreenFrame>
  );
}
