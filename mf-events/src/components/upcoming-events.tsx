import { Link } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  formatDate,
  formatTime,
  href,
  http,
  LoadingState,
  SectionHeader,
  useResource,
  useTranslation,
} from '@kora/shared';
import type { KoraEvent } from '@kora/shared/contracts';
import './upcoming-events.css';

const HOME_EVENTS = 6;

/** Home section: the next published events, with their place, date and ticket availability. */
export function UpcomingEvents() {
  const { t, i18n } = useTranslation('events');
  const events = useResource(
    (signal) => http.get<KoraEvent[]>('/events', { query: { status: 'upcoming', limit: HOME_EVENTS }, signal }),
    [],
  );

  return (
    <section className="kora-upcoming-events" aria-labelledby="kora-upcoming-events-title">
      <SectionHeader
        id="kora-upcoming-events-title"
        title={t('home.upcomingEvents')}
        more={{ to: href('events'), label: t('home.seeAll') }}
      />
      {events.status === 'loading' && <LoadingState />}
      {events.status === 'error' && <ErrorState message={t('home.eventsError')} onRetry={events.reload} />}
      {events.status === 'ready' && events.data.length === 0 && <EmptyState title={t('home.eventsEmpty')} />}
      {events.status === 'ready' && events.data.length > 0 && (
        <ul className="kora-upcoming-events__list">
          {events.data.map((event) => (
            <li key={event.id} className="kora-event-card">
              <p className="kora-event-card__address">{event.address}</p>
              <h3 className="kora-event-card__title">
                <Link to={href('event', { id: event.id })}>{event.title}</Link>
              </h3>
              <p className="kora-event-card__date">
                <time dateTime={event.datetime}>
                  {formatDate(event.datetime, i18n.language)} · {formatTime(event.datetime, i18n.language)}
                </time>
              </p>
              {event.soldOut ? (
                <span className="kora-event-card__sold-out">{t('home.soldOut')}</span>
              ) : (
                <Link className="kora-event-card__buy" to={href('event', { id: event.id })}>
                  {t('home.buyTicket')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
