import { PagedListView, SkeletonList, useTranslation, type PagedList } from '@kora/shared';
import type { EventSummary } from '@kora/shared/contracts';
import { EventCard, EventCardPlaceholder } from '../../../common/event-card/event-card';
import { EVENTS_PAGE_SIZE } from '../api/events-list';

interface EventsGridProps {
  list: PagedList<EventSummary>;
  emptyText: string;
}

/** The events found: loading, error with Retry, empty, or the cards and a Load more while more follow. */
export function EventsGrid({ list, emptyText }: EventsGridProps) {
  const { t } = useTranslation('events');
  return (
    <PagedListView
      list={list}
      texts={{
        error: t('list.error'),
        empty: emptyText,
        moreError: t('list.moreError'),
        loadMore: t('list.loadMore'),
        loadingMore: t('list.loadingMore'),
        shown: t('list.shown', { count: list.items.length }),
      }}
      placeholder={
        <SkeletonList count={EVENTS_PAGE_SIZE} className="kora-events-list__grid" item={<EventCardPlaceholder />} />
      }
    >
      {(events) => (
        <ul className="kora-events-list__grid">
          {events.map((event, position) => (
            <li key={event.id}>
              <EventCard event={event} variant="list" headingLevel="h2" priority={position === 0} />
            </li>
          ))}
        </ul>
      )}
    </PagedListView>
  );
}
