import { useState } from 'react';
import {
  catalogueQueryKey,
  ListFilters,
  PagedListView,
  SEARCH_PAUSE_MS,
  SearchField,
  SelectField,
  SkeletonList,
  useDebouncedValue,
  usePagedQuery,
  useTranslation,
} from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import type { ArtistSort } from '@kora/shared/contracts';
import { catalogueApi } from '../api';
import { ArtistCard, ArtistCardPlaceholder } from '../common/components/artist-card';

export const ARTISTS_PAGE_SIZE = 12;
const SORTS: readonly ArtistSort[] = ['featured', 'popular', 'newest'];

/** /artists: search by name; sort featured, popular, newest; Load more. */
export function ArtistsPage() {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ArtistSort>('featured');
  const query = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const list = usePagedQuery(
    catalogueQueryKey('artists', { sort, query }),
    ARTISTS_PAGE_SIZE,
    ({ offset, limit, signal }) => catalogueApi.artists({ offset, limit, sort, search: query || undefined }, signal),
  );

  return (
    <ScreenFrame area="catalogue" screen="artists">
      <ListFilters variant="bar">
        <SearchField label={t('artists.search')} value={search} onChange={setSearch} />
        <SelectField
          label={t('artists.sort')}
          value={sort}
          options={SORTS.map((option) => ({ value: option, label: t(`sorts.${option}`) }))}
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
    </ScreenFrame>
  );
}
