import { useState } from 'react';
import {
  FilterTabs,
  ListFilters,
  PagedListView,
  SEARCH_PAUSE_MS,
  SearchField,
  SkeletonList,
  useDebouncedValue,
  useTranslation,
} from '@kora/shared';
import { EpisodeCard, EpisodeCardPlaceholder } from '../../../common/components/episode-card';
import '../../../common/components/card-grid.css';
import { EPISODE_FILTERS, EPISODES_PAGE_SIZE, useEpisodesList, type EpisodeFilter } from '../api/list-episodes';

/** The episode grid with search and the all / popular / live / newest filter; Load more. */
export function EpisodesList() {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<EpisodeFilter>('all');
  const query = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const list = useEpisodesList(filter, query);

  return (
    <>
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
    </>
  );
}
