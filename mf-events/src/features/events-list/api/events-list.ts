import { endpointKey, http, prefetchPagedQuery, usePagedQuery, type PageRequest } from '@kora/shared';
import { listEvents } from '@kora/shared/contracts/endpoints';
import type { ScreenAddress } from '@kora/shared/remote-app';
import type { EventSort } from '@kora/shared/contracts';

export const EVENTS_PAGE_SIZE = 9;
export const EVENT_PERIODS = ['upcoming', 'past', 'free'] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];

export interface EventsListFilters {
  search: string;
  period: EventPeriod;
  sort: EventSort;
}

/** What /events shows when its address makes no choice. */
export const DEFAULT_EVENTS_FILTERS: EventsListFilters = { search: '', period: 'upcoming', sort: 'date' };

const eventsList = ({ search, period, sort }: EventsListFilters) =>
  [
    [...endpointKey(listEvents), { search, period, sort }],
    EVENTS_PAGE_SIZE,
    ({ offset, limit, signal }: PageRequest) =>
      http.call(
        listEvents,
        { query: { status: period, sort, search: search || undefined, limit, offset } },
        { signal },
      ),
  ] as const;

/** /events' list, page by page: another search, period or sort starts again from the first page. */
export function useEventsList(filters: EventsListFilters) {
  return usePagedQuery(...eventsList(filters));
}

/** The first page of /events opened without choices, asked for with the screen's code. */
export function prefetchEventsList({ search }: ScreenAddress) {
  return search.toString() === '' ? prefetchPagedQuery(...eventsList(DEFAULT_EVENTS_FILTERS)) : undefined;
}
