import { apiRead, http, userQueryKey } from '@kora/shared';
import type {
  CurrentSubscriptionResponse,
  EventImageResponse,
  EventWriteRequest,
  KoraEvent,
  Plan,
} from '@kora/shared/contracts';
import { EVENTS_QUERY_ROOT, eventsApi } from '../../../common/api/events-api';

/** The event being edited, as its organiser sees it (drafts included: the read carries the token). */
export const organisedEventQuery = (id: string) =>
  apiRead(userQueryKey(EVENTS_QUERY_ROOT, 'organised', id), (signal) => eventsApi.event(id, signal));

/** The plan in force for the signed-in user, which decides whether they may create events. */
export const currentPlanQuery = () =>
  apiRead(userQueryKey(EVENTS_QUERY_ROOT, 'current-plan'), (signal) =>
    http
      .get<CurrentSubscriptionResponse>('/subscription/current', { signal })
      .then((answer): Plan => answer.data.currentPlan),
  );

/** A new event, saved as a draft (403 when the plan lacks the `events` feature). */
export const createEvent = (request: EventWriteRequest) => http.post<KoraEvent>('/events', request);

export const updateEvent = (id: number | string, request: EventWriteRequest) =>
  http.put<KoraEvent>(`/events/${id}`, request);

export const uploadEventImage = (id: number, image: File, onProgress: (percent: number) => void) =>
  http.upload<EventImageResponse>(`/events/${id}/upload-image`, image, { field: 'image', onProgress });
