import { useEffect, useRef, useState } from 'react';
import { EmptyState, ErrorState, QueryView, Skeleton, useQuery, useTranslation } from '@kora/shared';
import type { SearchType } from '@kora/shared/contracts';
import { SEARCH_MAX_PAGES, SEARCH_PAGE_SIZE, searchPage } from '../api/search-reads';
import { groupOf } from '../lib/search-groups';
import { SearchHitCard } from './search-hit-card';
import { SearchHitsSkeleton } from './search-hits-skeleton';

interface SearchTypeResultsProps {
  query: string;
  type: SearchType;
  /** Pages shown, from the address. */
  pages: number;
  onShowPages: (pages: number) => void;
  /** Tells the page what to read out about the list. */
  onAnnounce: (text: string) => void;
  onShowAll: () => void;
}

/**
 * One type's tab: its hits, page after page ("Plus de résultats" appends the next one). Each page is its
 * own query, so the pages the address names come back from the cache when Back returns here.
 */
export function SearchTypeResults({ query, type, pages, onShowPages, onAnnounce, onShowAll }: SearchTypeResultsProps) {
  const { t } = useTranslation('catalogue');
  const first = useQuery(searchPage(query, type, 0));
  const total = first.data ? groupOf(first.data, type).total : 0;
  const shownPages = Math.min(pages, Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)));
  const last = useQuery({
    ...searchPage(query, type, (shownPages - 1) * SEARCH_PAGE_SIZE),
    enabled: first.isSuccess,
  });
  // The page the visitor asked for with the button: its first hit takes the keyboard when it comes.
  const [askedPage, setAskedPage] = useState<number | null>(null);
  const label = t(`search.groups.${type}`);
  const shown = Math.min((last.isSuccess ? shownPages : shownPages - 1) * SEARCH_PAGE_SIZE, total);

  const announcement = !first.isSuccess
    ? ''
    : total === 0
      ? t('search.noneOfType', { type: label, query })
      : t('search.shown', { type: label, count: shown, total });
  useEffect(() => {
    onAnnounce(announcement);
  }, [announcement, onAnnounce]);

  const more = shownPages * SEARCH_PAGE_SIZE < total;
  return (
    <QueryView
      query={first}
      errorText={t('search.loadError')}
      loading={<SearchHitsSkeleton count={6} />}
      isEmpty={() => total === 0}
      empty={
        <div className="kora-search-none">
          <EmptyState title={t('search.noneOfType', { type: label, query })} />
          <button type="button" className="kora-button" onClick={onShowAll}>
            {t('search.showAll')}
          </button>
        </div>
      }
    >
      {() => (
        <>
          <h2 className="kora-search-group__heading">
            {label} <span className="kora-search-group__count">{t('search.count', { count: total })}</span>
          </h2>
          <ul className="kora-search-hits">
            {Array.from({ length: shownPages }, (_, index) => (
              <HitsPage
                key={index}
                query={query}
                type={type}
                offset={index * SEARCH_PAGE_SIZE}
                takeFocus={index === askedPage}
              />
            ))}
          </ul>
          {more && last.isPending && (
            <p className="kora-search-more">
              <button type="button" className="kora-button" disabled aria-busy="true">
                {t('search.loadingMore')}
              </button>
            </p>
          )}
          {more && last.isSuccess && shownPages < SEARCH_MAX_PAGES && (
            <p className="kora-search-more">
              <button
                type="button"
                className="kora-button"
                onClick={() => {
                  setAskedPage(shownPages);
                  onShowPages(shownPages + 1);
                }}
              >
                {t('search.more')}
              </button>
            </p>
          )}
          {more && shownPages >= SEARCH_MAX_PAGES && <p className="kora-search-more">{t('search.refine')}</p>}
        </>
      )}
    </QueryView>
  );
}

interface HitsPageProps {
  query: string;
  type: SearchType;
  offset: number;
  takeFocus: boolean;
}

/** One page of a type's hits, as items of the tab's list. */
function HitsPage({ query, type, offset, takeFocus }: HitsPageProps) {
  const { t } = useTranslation('catalogue');
  const page = useQuery(searchPage(query, type, offset));
  const firstLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (takeFocus && page.isSuccess) firstLink.current?.focus();
  }, [takeFocus, page.isSuccess]);

  if (page.isPending)
    return (
      <li className="kora-search-hits__wide">
        <Skeleton height="4.5rem" label={t('search.loadingMore')} />
      </li>
    );
  if (page.isError)
    return (
      <li className="kora-search-hits__wide">
        <ErrorState message={t('search.moreError')} onRetry={() => void page.refetch()} />
      </li>
    );
  return (
    <>
      {groupOf(page.data, type).items.map((hit, index) => (
        <li key={hit.id}>
          <SearchHitCard hit={hit} linkRef={index === 0 ? firstLink : undefined} />
        </li>
      ))}
    </>
  );
}
