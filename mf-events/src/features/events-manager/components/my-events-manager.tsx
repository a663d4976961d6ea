import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { href, QueryView, read, useQuery, useTranslation } from '@kora/shared';
import { listMyEvents } from '@kora/shared/contracts/endpoints';
import type { MyEventsFilter } from '../lib/my-events-filters';
import type { EventAction } from '../hooks/use-event-action';
import { MyEventRow } from './my-event-row';
import { MyEventsFilters } from './my-events-filters';
import './events-manager.css';

/** The profile's 'Gestion Événements': the organiser's events, filtered, with their actions. */
export function MyEventsManager() {
  const { t } = useTranslation('events');
  const [filter, setFilter] = useState<MyEventsFilter>('all');
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const events = useQuery(read(listMyEvents, { query: { filter } }));

  function done(message: string, action: EventAction) {
    setAnnouncement(message);
    // A deleted event's row, which held the focus, is gone: the focus goes back to the manager.
    if (action === 'delete') headingRef.current?.focus();
  }

  const create = (
    <Link className="kora-button kora-button--accent" to={href('eventCreate')}>
      {t('manager.create')}
    </Link>
  );

  return (
    <section className="kora-my-events" aria-labelledby="events-manager-title">
      <div className="kora-my-events__head">
        <h2 id="events-manager-title" ref={headingRef} tabIndex={-1}>
          {t('manager.title')}
        </h2>
        {create}
      </div>
      <MyEventsFilters value={filter} onChange={setFilter} />
      <p className="kora-my-events__announcement" role="status">
        {announcement}
      </p>
      <QueryView
        query={events}
        errorText={t('manager.loadError')}
        empty={
          <div className="kora-my-events__empty">
            <p>{t(filter === 'all' ? 'manager.emptyAll' : 'manager.emptyFiltered')}</p>
            {create}
          </div>
        }
      >
        {(list) => (
          <ul className="kora-my-events__list">
            {list.map((event) => (
              <MyEventRow key={event.id} event={event} onDone={done} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
