import { useAddressChoice, useAddressSearch, useTranslation } from '@kora/shared';
import { RemoteParcel, ScreenFrame } from '@kora/shared/remote-app';
import { EVENT_SORTS } from '@kora/shared/contracts';
import { DEFAULT_EVENTS_FILTERS, EVENT_PERIODS, useEventsList } from '../api/events-list';
import { EventsFilters } from './events-filters';
import { EventsGrid } from './events-grid';
import './events-page.css';

/**
 * /events: published events, searched by title, place or date, upcoming / past / free, sorted by date,
 * title or price — all answered by the API, 9 at a time. The choices live in the address, so a
 * filtered list can be shared. Partner logos close the page.
 */
export function EventsPage() {
  const { t } = useTranslation('events');
  const [period, setPeriod] = useAddressChoice('status', EVENT_PERIODS, DEFAULT_EVENTS_FILTERS.period);
  const [sort, setSort] = useAddressChoice('sort', EVENT_SORTS, DEFAULT_EVENTS_FILTERS.sort);
  const { typed, setTyped, search } = useAddressSearch();
  const list = useEventsList({ search, period, sort });

  return (
    <ScreenFrame area="events" screen="events">
      <div className="kora-events-list">
        <EventsFilters
          search={typed}
          onSearch={setTyped}
          period={period}
          onPeriod={setPeriod}
          sort={sort}
          onSort={setSort}
        />
        <EventsGrid list={list} emptyText={search ? t('list.noMatch') : t(`list.empty.${period}`)} />
        <RemoteParcel parcel="partners" deferUntilNear className="kora-events-list__partners" />
      </div>
    </ScreenFrame>
  );
}
