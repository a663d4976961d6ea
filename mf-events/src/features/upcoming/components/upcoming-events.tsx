import { Link } from 'react-router-dom';
import { href, QuerySection, useFormat, useQuery, useTranslation } from '@kora/shared';
import { upcomingEventsQuery } from '../api/upcoming-events-query';
import './upcoming-events.css';

const HOME_EVENTS = 6;

/** Home section: the next published events, with their place, date and ticket availability. */
export function UpcomingEvents() {
  const { t } = useTranslation('events');
  const format = useFormat();
  const events = useQuery(upcomingEventsQuery(HOME_EVENTS));

  return (
    <QuerySection
      className="kora-upcoming-events"
      id="kora-upcoming-events-title"
      title={t('home.upcomingEvents')}
      more={{ to: href('events'), label: t('home.seeAll') }}
      query={events}
      errorText={t('home.eventsError')}
      emptyText={t('home.eventsEmpty')}
    >
      {(list) => (
        <ul className="kora-upcoming-events__list">
          {list.map((event) => (
            <li key={event.id} className="kora-event-card">
              <p className="kora-event-card__address">{event.address}</p>
              <h3 className="kora-event-card__title">
                <Link to={href('event', { id: event.id })}>{event.title}</Link>
              </h3>
              <p className="kora-event-card__date">
                <time dateTime={event.datetime}>
                  {format.date(event.datetime)} · {format.time(event.datetime)}
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
    </QuerySection>
  );
}
