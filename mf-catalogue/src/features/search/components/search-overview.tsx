import { useTranslation } from '@kora/shared';
import { SEARCH_TYPES, type SearchResponse, type SearchType } from '@kora/shared/contracts';
import { groupOf } from '../lib/search-groups';
import { SearchHitCard } from './search-hit-card';

interface SearchOverviewProps {
  response: SearchResponse;
  /** Shows the type's own tab. */
  onSeeAll: (type: SearchType) => void;
}

/** "Tout": each type that found something, its first hits, and a way to its tab when it found more. */
export function SearchOverview({ response, onSeeAll }: SearchOverviewProps) {
  const { t } = useTranslation('catalogue');
  const groups = SEARCH_TYPES.map((type) => groupOf(response, type)).filter((group) => group.total > 0);
  return (
    <div className="kora-search-overview">
      {groups.map((group) => {
        const headingId = `search-group-${group.type}`;
        return (
          <section key={group.type} className="kora-search-group" aria-labelledby={headingId}>
            <h2 id={headingId} className="kora-search-group__heading">
              {t(`search.groups.${group.type}`)}{' '}
              <span className="kora-search-group__count">{t('search.count', { count: group.total })}</span>
            </h2>
            <ul className="kora-search-hits">
              {group.items.map((hit) => (
                <li key={hit.id}>
                  <SearchHitCard hit={hit} />
                </li>
              ))}
            </ul>
            {group.total > group.items.length && (
              <button
                type="button"
                className="kora-button kora-search-group__all"
                aria-describedby={headingId}
                onClick={() => onSeeAll(group.type)}
              >
                {t('search.seeAll', { count: group.total })}
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}
