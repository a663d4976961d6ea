import { useState } from 'react';
import {
  ListFilters,
  PagedListView,
  SEARCH_PAUSE_MS,
  SearchField,
  SelectField,
  SkeletonList,
  useDebouncedValue,
  useTranslation,
} from '@kora/shared';
import type { ArtistSort } from '@kora/shared/contracts';
import { ArtistCard, ArtistCardPlaceholder } from '../../../common/components/artist-card';
import '../../../common/components/card-grid.css';
import { ARTIST_SORTS, ARTISTS_PAGE_SIZE, DEFAULT_ARTIST_SORT, useArtistsList } from '../api/list-artists';

/** The artists: search by name; sort featured, popular, newest; Load more. */
export function ArtistsList() {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ArtistSort>(DEFAULT_ARTIST_SORT);
  const query = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const list = useArtistsList(sort, query);

  return (
    <>
      <ListFilters variant="bar">
        <SearchField label={t('artists.search')} value={search} onChange={setSearch} />
        <SelectField
          label={t('artists.sort')}
          value={sort}
          options={ARTIST_SORTS.map((option) => ({ value: option, label: t(`sorts.${option}`) }))}
          onChange={setSort}
        />
      </ListFilters>
      <PagedListView
        list={list}
        texts={{
          error: t('artists.loadError'),
          empty: query ? t('artists.noMatch') : t('artists.empty'),
          moreError: t('artists.moreError'),
          loadMore: t('loadMore'),
          loadingMore: t('loadingMore'),
        }}
        placeholder={
          <SkeletonList
            count={ARTISTS_PAGE_SIZE}
            className="kora-cat-grid kora-cat-grid--artists"
            item={<ArtistCardPlaceholder />}
          />
        }
      >
        {(artists) => (
          <ul className="kora-cat-grid kora-cat-grid--artists">
            {artists.map((artist) => (
              <li key={artist.id}>
                <ArtistCard artist={artist} />
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </>
  );
}
