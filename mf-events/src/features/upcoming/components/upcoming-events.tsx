import { Link } from 'react-router-dom';
import { href, QuerySection, read, SkeletonCard, useFormat, useQuery, useTranslation } from '@kora/shared';
import { Carousel, CarouselSkeleton } from '@kora/shared/carousel';
import type { EventSummary } from '@kora/shared/contracts';
import { listEvents } from '@kora/shared/contracts/endpoints';
import { TicketAction } from '../../../common/ticket-modal/ticket-action';
import './upcoming-events.css';

export const HOME_EVENTS = 6;

/**
 * Home section: the next published events in a carousel (platform.md §2: 3 cards above 1024 px, 2 up
 * to 1024, 1 up to 600; autoplay 4 s, 500 ms slides, looping, no arrows or dots — the kernel's
 * `events` preset), each with its place, date and a Buy ticket button or a Sold out badge.
 */
export function UpcomingEvents() {
  const { t } = useTranslation('events');
  const events = useQuery(read(listEvents, { query: { status: 'upcoming', limit: HOME_EVENTS } }));

  return (
    <QuerySection
      className="kora-upcoming-events"
      id="kora-upcoming-events-title"
      title={t('home.upcomingEvents')}
      more={{ to: href('events'), label: t('home.seeAll') }}
      query={events}
      loading={<CarouselSkeleton preset="events" slide={<SkeletonCard lines={8} />} />}
      errorText={t('home.eventsError')}
      emptyText={t('home.eventsEmpty')}
    >
      {(list) => (
        <Carousel
          preset="events"
          label={t('home.carousel')}
          items={list}
          renderItem={(event) => <UpcomingEventCard event={event} />}
        />
      )}
    </QuerySection>
  );
}

function UpcomingEventCard({ event }: { event: EventSummary }) {
  const format = useFormat();
  return (
    <article className="kora-upcoming-card">
      <p className="kora-upcoming-card__address">{event.address}</p>
      <h3 className="kora-upcoming-card__title">
        <Link to={href('event', { id: event.id })}>{event.title}</Link>
      </h3>
      <p className="kora-upcoming-card__date">
        <time dateTime={event.datetime}>
          {format.date(event.datetime)} · {format.time(event.datetime)}
        </time>
      </p>
      <TicketAction event={event} />
    </article>
  );
}
