import { useEffect } from 'react';
import { EmptyState, useTranslation } from '@kora/shared';
import { SEARCH_MIN_QUERY_LENGTH } from '@kora/shared/contracts';
import { useSearchAddress } from '../hooks/use-search-address';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { SearchTrackActionsProvider, type SearchTrackActions } from './search-track-actions';
import './search.css';

/**
 * /search?q=: what the whole site holds for a query, by type, in tabs; the header's box opens it. Each
 * track found shows the `trackActions` the page gives.
 */
export function SearchScreen({ trackActions = null }: { trackActions?: SearchTrackActions | null }) {
  const { t } = useTranslation('catalogue');
  const { query, type, pages, search, selectType, showPages } = useSearchAddress();
  const searchable = query.length >= SEARCH_MIN_QUERY_LENGTH;
  const screen = t('screens.search');

  useEffect(() => {
    document.title = `${searchable ? t('search.documentTitle', { query }) : screen} · Kora`;
  }, [searchable, query, screen, t]);

  return (
    <SearchTrackActionsProvider value={trackActions}>
      <section className="kora-screen kora-search" aria-labelledby="screen-search">
        {/* A new query from the address (Back, the header's box) starts the field again from it. */}
        <SearchForm key={query} query={query} onSearch={search} />
        <h1 id="screen-search" className="kora-search__heading">
          {searchable ? t('search.heading', { query }) : screen}
        </h1>
        {searchable ? (
          <SearchResults query={query} type={type} pages={pages} selectType={selectType} showPages={showPages} />
        ) : (
          <EmptyState
            title={query ? t('search.tooShort', { count: SEARCH_MIN_QUERY_LENGTH }) : t('search.start')}
            hint={query ? undefined : t('search.startHint')}
          />
        )}
      </section>
    </SearchTrackActionsProvider>
  );
}
