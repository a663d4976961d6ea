import { usePagedQuery } from '@kora/shared';
import type { EventSort } from '@kora/shared/contracts';
import { EVENTS_QUERY_ROOT, eventsApi } from '../../../common/api/events-api';

export const EVENTS_PAGE_SIZE = 9;
export const EVENT_PERIODS = ['upcoming', 'past', 'free'] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];

export interface EventsListFilters {
  search: string;
  period: EventPeriod;
  sort: EventSort;
}

/** /events' list, page by page: another search, period or sort starts again from the first page. */
export function useEventsList({ search, period, sort }: EventsListFilters) {
  return usePagedQuery(
    [EVENTS_QUERY_ROOT, 'list', { search, period, sort }],
    EVENTS_PAGE_SIZE,
    ({ offset, limit, signal }) =>
      eventsApi.list({ status: period, sort, search: search || undefined, limit, offset }, signal),
  );
}
