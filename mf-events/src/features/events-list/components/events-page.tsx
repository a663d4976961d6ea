import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue, useTranslation } from '@kora/shared';
import { RemoteParcel, ScreenFrame } from '@kora/shared/remote-app';
import { EVENT_SORTS, type EventSort } from '@kora/shared/contracts';
import { EVENT_PERIODS, useEventsList, type EventPeriod } from '../api/events-list';
import { EventsFilters } from './events-filters';
import { EventsGrid } from './events-grid';
import './events-page.css';

export const SEARCH_DEBOUNCE_MS = 300;

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/**
 * /events: published events, searched by title, place or date, upcoming / past / free, sorted by date,
 * title or price — all answered by the API, 9 at a time. The choices live in the address, so a
 * filtered list can be shared. Partner logos close the page.
 */
export function EventsPage() {
  const { t } = useTranslation('events');
  const [params, setParams] = useSearchParams();
  const period = oneOf(params.get('status'), EVENT_PERIODS, 'upcoming');
  const sort = oneOf(params.get('sort'), EVENT_SORTS, 'date');
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set('q', search);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [search, setParams]);

  const choose = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const list = useEventsList({ search, period, sort });

  return (
    <ScreenFrame area="events" screen="events">
      <div className="kora-events-list">
        <EventsFilters
          search={typed}
          onSearch={setTyped}
          period={period}
          onPeriod={(value: EventPeriod) => choose('status', value, 'upcoming')}
          sort={sort}
          onSort={(value: EventSort) => choose('sort', value, 'date')}
        />
        <EventsGrid list={list} emptyText={search ? t('list.noMatch') : t(`list.empty.${period}`)} />
        <RemoteParcel parcel="partners" className="kora-events-list__partners" />
      </div>
    </ScreenFrame>
  );
}
