import { useId, useState } from 'react';
import { catalogueQueryKey, useDebouncedValue, usePagedQuery, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import type { ArtistSort } from '@kora/shared/contracts';
import { catalogueApi } from '../api';
import { ArtistCard } from '../common/components/artist-card';
import { PagedGrid, SearchField } from '../common/components/list-controls';

export const ARTISTS_PAGE_SIZE = 12;
const SORTS: readonly ArtistSort[] = ['featured', 'popular', 'newest'];

/** /artists: search by name; sort featured, popular, newest; Load more. */
export function ArtistsPage() {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ArtistSort>('featured');
  const query = useDebouncedValue(search.trim(), 300);
  const sortId = useId();
  const list = usePagedQuery(
    catalogueQueryKey('artists', { sort, query }),
    ARTISTS_PAGE_SIZE,
    ({ offset, limit, signal }) => catalogueApi.artists({ offset, limit, sort, search: query || undefined }, signal),
  );

  return (
    <ScreenFrame area="catalogue" screen="artists">
      <form className="kora-cat-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchField label={t('artists.search')} value={search} onChange={setSearch} />
        <div className="kora-cat-filters__field">
          <label htmlFor={sortId}>{t('artists.sort')}</label>
          <select
            id={sortId}
            className="kora-cat-input"
            value={sort}
            onChange={(event) => setSort(event.target.value as ArtistSort)}
          >
            {SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`sorts.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <PagedGrid
        list={list}
        layout="artists"
        texts={{
          error: t('artists.loadError'),
          empty: query ? t('artists.noMatch') : t('artists.empty'),
          moreError: t('artists.moreError'),
        }}
        getKey={(artist) => artist.id}
        renderItem={(artist) => <ArtistCard artist={artist} />}
      />
    </ScreenFrame>
  );
}
