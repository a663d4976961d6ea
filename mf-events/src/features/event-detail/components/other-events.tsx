import { QuerySection, read, useQuery, useTranslation } from '@kora/shared';
import { listEvents } from '@kora/shared/contracts/endpoints';
import { EventCard } from '../../../common/event-card/event-card';

export const OTHER_EVENTS = 6;

/** Six other upcoming published events, each with its ticket button. */
export function OtherEvents({ eventId }: { eventId: number }) {
  const { t } = useTranslation('events');
  const others = useQuery({
    // One more than shown, in case this event is among them.
    ...read(listEvents, { query: { status: 'upcoming', limit: OTHER_EVENTS + 1 } }),
    select: (list) => list.filter((event) => event.id !== eventId).slice(0, OTHER_EVENTS),
  });
  return (
    <QuerySection
      className="kora-event-detail__others"
      id="kora-event-others"
      title={t('detail.others')}
      query={others}
      errorText={t('detail.othersError')}
      emptyText={t('detail.othersEmpty')}
    >
      {(list) => (
        <ul className="kora-event-detail__others-grid">
          {list.map((event) => (
            <li key={event.id}>
              <EventCard event={event} variant="detail" />
            </li>
          ))}
        </ul>
      )}
    </QuerySection>
  );
}
