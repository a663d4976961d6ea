import { http, queryOptions, userQueryKey } from '@kora/shared';
import type { NotificationsResponse, NotificationsUnread } from '@kora/shared/contracts';

/** How many of the latest notifications the bell lists. */
export const NOTIFICATIONS_SHOWN = 10;

export const notificationsKey = userQueryKey('notifications');

/** The signed-in user's latest notifications and their unread count. */
export function notificationsQuery() {
  return queryOptions({
    queryKey: notificationsKey,
    queryFn: ({ signal }) =>
      // The bell asks on its own: a refused token shows no list rather than ending the visit.
      http.get<NotificationsResponse>('/notifications', {
        query: { limit: NOTIFICATIONS_SHOWN },
        signal,
        background: true,
      }),
  });
}

/** Each change answers the unread count after it. */
export const notificationsApi = {
  read: (id: number) => http.post<NotificationsUnread>(`/notifications/${id}/read`),
  readAll: () => http.post<NotificationsUnread>('/notifications/read-all'),
  remove: (id: number) => http.delete<NotificationsUnread>(`/notifications/${id}`),
};

/** The server-sent events stream of new notifications and unread counts. */
export const NOTIFICATIONS_STREAM_PATH = '/notifications/stream';
