import { apiRead, http, userQueryKey } from '@kora/shared';
import type { KoraEvent, MyEventsQuery } from '@kora/shared/contracts';
import { EVENTS_QUERY_ROOT } from '../../../common/api/events-api';

export type MyEventsFilter = NonNullable<MyEventsQuery['filter']>;

/** The filters of `GET /events/my-events`, in the order the manager offers them. */
export const MY_EVENTS_FILTERS = [
  'all',
  'published',
  'draft',
  'upcoming',
  'past',
] as const satisfies readonly MyEventsFilter[];

/** The signed-in organiser's events, every status (dropped from the cache at sign-out). */
export const myEventsQuery = (filter: MyEventsFilter) =>
  apiRead(userQueryKey(EVENTS_QUERY_ROOT, 'mine', filter), (signal) =>
    http.get<KoraEvent[]>('/events/my-events', { query: { filter }, signal }),
  );

/** `DELETE /events/{id}`: a published event with sold tickets is cancelled and its buyers refunded instead. */
export interface DeleteEventAnswer {
  deleted: boolean;
  cancelled: boolean;
  refunded: number;
}

export const publishEvent = (id: number) => http.post<KoraEvent>(`/events/${id}/publish`);
export const unpublishEvent = (id: number) => http.post<KoraEvent>(`/events/${id}/unpublish`);
export const deleteEvent = (id: number) => http.delete<DeleteEventAnswer>(`/events/${id}`);
