import { endpointKey, http, read } from '@kora/shared';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  streamNotifications,
} from '@kora/shared/contracts/endpoints';

/** How many of the latest notifications the bell lists. */
export const NOTIFICATIONS_SHOWN = 10;

const BELL = { query: { limit: NOTIFICATIONS_SHOWN } };

export const notificationsKey = endpointKey(listNotifications, BELL);

/** The signed-in user's latest notifications and their unread count. */
export function notificationsQuery() {
  // The bell asks on its own: a refused token shows no list rather than ending the visit.
  return read(listNotifications, BELL, { background: true });
}

/** Each change answers the unread count after it. */
export const notificationChanges = {
  read: (id: number) => http.call(markNotificationRead, { params: { id } }),
  readAll: () => http.call(markAllNotificationsRead),
  remove: (id: number) => http.call(deleteNotification, { params: { id } }),
};

/** The server-sent events stream of new notifications and unread counts. */
export const NOTIFICATIONS_STREAM_PATH = streamNotifications.path;
