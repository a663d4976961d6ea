import { EmptyState, ErrorState, LoadingState, useTranslation, type PagedList } from '@kora/shared';
import type { KoraEvent } from '@kora/shared/contracts';
import { EventCard } from '../../../common/event-card/event-card';

interface EventsGridProps {
  list: PagedList<KoraEvent>;
  emptyText: string;
}

/** The events found: loading, error with Retry, empty, or the cards and a Load more while more follow. */
export function EventsGrid({ list, emptyText }: EventsGridProps) {
  const { t } = useTranslation('events');
  if (list.status === 'loading') return <LoadingState />;
  if (list.status === 'error') return <ErrorState message={t('list.error')} onRetry={list.reload} />;
  if (list.items.length === 0) return <EmptyState title={emptyText} />;
  return (
    <>
      <p className="kora-visually-hidden" role="status">
        {t('list.shown', { count: list.items.length })}
      </p>
      <ul className="kora-events-list__grid">
        {list.items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} variant="list" headingLevel="h2" />
          </li>
        ))}
      </ul>
      {list.hasMore && (
        <div className="kora-events-list__more">
          {list.moreError && (
            <p className="kora-events-list__more-error" role="alert">
              {t('list.moreError')}
            </p>
          )}
          <button
            type="button"
            className="kora-button"
            onClick={list.loadMore}
            disabled={list.loadingMore}
            aria-busy={list.loadingMore || undefined}
          >
            {list.loadingMore ? t('list.loadingMore') : t('list.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
