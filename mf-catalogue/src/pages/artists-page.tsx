import { useId, useState } from 'react';
import { EmptyState, ErrorState, LoadingState, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import type { ArtistSort } from '@kora/shared/contracts';
import { catalogueApi } from '../api';
import { ArtistCard } from '../components/artist-card';
import { LoadMore } from '../components/load-more';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { usePagedList } from '../hooks/use-paged-list';

export const ARTISTS_PAGE_SIZE = 12;
const SORTS: readonly ArtistSort[] = ['featured', 'popular', 'newest'];

/** /artists: search by name; sort featured, popular, newest; Load more. */
export function ArtistsPage() {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ArtistSort>('featured');
  const query = useDebouncedValue(search.trim(), 300);
  const searchId = useId();
  const sortId = useId();
  const list = usePagedList(
    ({ offset, limit }, signal) => catalogueApi.artists({ offset, limit, sort, search: query || undefined }, signal),
    ARTISTS_PAGE_SIZE,
    [query, sort],
  );

  return (
    <ScreenFrame area="catalogue" screen="artists">
      <form className="kora-cat-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="kora-cat-filters__field kora-cat-filters__field--wide">
          <label htmlFor={searchId}>{t('artists.search')}</label>
          <input
            id={searchId}
            className="kora-cat-input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
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
      {list.status === 'loading' && <LoadingState />}
      {list.status === 'error' && <ErrorState message={t('artists.loadError')} onRetry={list.reload} />}
      {list.status === 'ready' && list.items.length === 0 && (
        <EmptyState title={query ? t('artists.noMatch') : t('artists.empty')} />
      )}
      {list.status === 'ready' && list.items.length > 0 && (
        <>
          <ul className="kora-cat-grid kora-cat-grid--artists">
            {list.items.map((artist) => (
              <li key={artist.id}>
                <ArtistCard artist={artist} />
              </li>
            ))}
          </ul>
          <LoadMore list={list} errorMessage={t('artists.moreError')} />
        </>
      )}
    </ScreenFrame>
  );
}
