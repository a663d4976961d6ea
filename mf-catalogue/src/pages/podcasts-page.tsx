import { useId, useState } from 'react';
import { EmptyState, ErrorState, LoadingState, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import type { EpisodeListQuery } from '@kora/shared/contracts';
import { catalogueApi } from '../api';
import { EpisodeCard } from '../components/episode-card';
import { LoadMore } from '../components/load-more';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { usePagedList } from '../hooks/use-paged-list';

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
  const query = useDebouncedValue(search.trim(), 300);
  const searchId = useId();
  const list = usePagedList(
    ({ offset, limit }, signal) =>
      catalogueApi.episodes({ ...episodeQuery(filter), offset, limit, search: query || undefined }, signal),
    EPISODES_PAGE_SIZE,
    [filter, query],
  );

  return (
    <ScreenFrame area="catalogue" screen="podcasts">
      <form className="kora-cat-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="kora-cat-filters__field kora-cat-filters__field--wide">
          <label htmlFor={searchId}>{t('episodes.search')}</label>
          <input
            id={searchId}
            className="kora-cat-input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="kora-cat-tabs" role="group" aria-label={t('episodes.filter')}>
          {EPISODE_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              className="kora-cat-tab"
              aria-pressed={filter === option}
              onClick={() => setFilter(option)}
            >
              {t(`episodes.filters.${option}`)}
            </button>
          ))}
        </div>
      </form>
      {list.status === 'loading' && <LoadingState />}
      {list.status === 'error' && <ErrorState message={t('episodes.loadError')} onRetry={list.reload} />}
      {list.status === 'ready' && list.items.length === 0 && <EmptyState title={t('episodes.empty')} />}
      {list.status === 'ready' && list.items.length > 0 && (
        <>
          <ul className="kora-cat-grid kora-cat-grid--episodes">
            {list.items.map((episode) => (
              <li key={episode.id}>
                <EpisodeCard episode={episode} />
              </li>
            ))}
          </ul>
          <LoadMore list={list} errorMessage={t('episodes.moreError')} />
        </>
      )}
    </ScreenFrame>
  );
}
