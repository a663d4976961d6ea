import { useState } from 'react';
import { QueryView, useQuery, useTranslation } from '@kora/shared';
import { SEARCH_TYPES, type SearchType } from '@kora/shared/contracts';
import { searchOverview } from '../api/search-reads';
import { groupOf, totalOf } from '../lib/search-groups';
import { SearchEmpty } from './search-empty';
import { SearchHitsSkeleton } from './search-hits-skeleton';
import { SearchOverview } from './search-overview';
import { focusSearchTab, SEARCH_PANEL_ID, searchTabId, SearchTabs, type SearchTab } from './search-tabs';
import { SearchTypeResults } from './search-type-results';

interface SearchResultsProps {
  query: string;
  type: SearchType | null;
  pages: number;
  selectType: (type: SearchType | null) => void;
  showPages: (pages: number) => void;
}

/** The results of one query: the tabs with their counts, "Tout" or one type's hits, or what to try instead. */
export function SearchResults({ query, type, pages, selectType, showPages }: SearchResultsProps) {
  const { t } = useTranslation('catalogue');
  const overview = useQuery(searchOverview(query));
  const [typeAnnouncement, setTypeAnnouncement] = useState('');
  const total = overview.data ? totalOf(overview.data) : null;
  const selected = type ?? 'all';

  const announcement = type
    ? typeAnnouncement
    : total === null
      ? ''
      : total === 0
        ? t('search.empty.title', { query })
        : t('search.found', { count: total, query });

  const tabs: SearchTab[] = [
    { id: 'all', label: t('search.all'), count: total, disabled: false },
    ...SEARCH_TYPES.map((id) => {
      const count = overview.data ? groupOf(overview.data, id).total : null;
      return { id, label: t(`search.groups.${id}`), count, disabled: count === 0 };
    }),
  ];

  return (
    <>
      <p className="kora-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {total === 0 ? (
        <SearchEmpty query={query} />
      ) : (
        <>
          <SearchTabs
            label={t('search.tabs')}
            tabs={tabs}
            selected={selected}
            onSelect={(id) => selectType(id === 'all' ? null : id)}
          />
          <div
            role="tabpanel"
            id={SEARCH_PANEL_ID}
            aria-labelledby={searchTabId(selected)}
            tabIndex={0}
            className="kora-search-panel"
          >
            {type ? (
              <SearchTypeResults
                key={`${query} ${type}`}
                query={query}
                type={type}
                pages={pages}
                onShowPages={showPages}
                onAnnounce={setTypeAnnouncement}
                onShowAll={() => {
                  selectType(null);
                  focusSearchTab('all');
                }}
              />
            ) : (
              <QueryView
                query={overview}
                errorText={t('search.loadError')}
                loading={<SearchHitsSkeleton count={8} />}
                isEmpty={() => false}
              >
                {(data) => (
                  <SearchOverview
                    response={data}
                    onSeeAll={(seen) => {
                      selectType(seen);
                      focusSearchTab(seen);
                    }}
                  />
                )}
              </QueryView>
            )}
          </div>
        </>
      )}
    </>
  );
}
