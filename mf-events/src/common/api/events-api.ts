import { apiRead, http, queryClient, userQueryKey } from '@kora/shared';
import type {
  BuyTicketRequest,
  BuyTicketResponse,
  EventListQuery,
  EventSummary,
  KoraEvent,
} from '@kora/shared/contracts';

/** Every cached event read starts with this segment: a purchase refreshes them all (sold counts). */
export const EVENTS_QUERY_ROOT = 'events';

/** The public events calls of the API (the http client sends the bearer when signed in). */
export const eventsApi = {
  list: (query: EventListQuery, signal?: AbortSignal) =>
    http.get<EventSummary[]>('/events', { query: { ...query }, signal }),
  /** A published event; its owner also gets a draft (the bearer is sent). */
  event: (id: number | string, signal?: AbortSignal) => http.get<KoraEvent>(`/events/${id}`, { signal }),
  buyTicket: (eventId: number, body: BuyTicketRequest) =>
    http.post<BuyTicketResponse>(`/events/${eventId}/buy-ticket`, body),
};

/** Query options of the event reads several screens share. */
export const eventQueries = {
  /** The next published events, soonest first (the home carousel, the detail's other events). */
  upcoming: (limit: number) =>
    apiRead([EVENTS_QUERY_ROOT, 'upcoming', { limit }], (signal) =>
      eventsApi.list({ status: 'upcoming', limit }, signal),
    ),
  detail: (id: string) => apiRead([EVENTS_QUERY_ROOT, 'detail', id], (signal) => eventsApi.event(id, signal)),
};

/**
 * After a change, every screen's copy of events is stale: the public lists and pages (`['events', …]`)
 * and the organiser's own reads (`['user', 'events', …]`, the profile's events manager among them).
 */
export function refreshEventsData(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [EVENTS_QUERY_ROOT] }),
    queryClient.invalidateQueries({ queryKey: userQueryKey(EVENTS_QUERY_ROOT) }),
  ]);
}
