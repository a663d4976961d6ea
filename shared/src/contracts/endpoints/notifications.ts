import type { Endpoint } from './endpoint';

/**
 * Notifications: the signed-in user's bell (list, marks read, deletions), their live stream, and the
 * podcasts whose new episodes notify them.
 */

export const listNotifications = {
  area: 'notifications',
  method: 'GET',
  path: '/notifications',
  summary: "The signed-in user's notifications, newest first (`before`: an id, for the next page)",
  access: 'user',
  schema: (s) => ({ query: s.NotificationsQuerySchema, response: s.NotificationsResponseSchema }),
} as const satisfies Endpoint;

export const markNotificationRead = {
  area: 'notifications',
  method: 'POST',
  path: '/notifications/:id/read',
  summary: 'Marks one of the signed-in user’s notifications read',
  access: 'user',
  owner: 'the notification’s user (another user’s id is 404)',
  errors: [404],
  invalidates: ['notifications'],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.NotificationsUnreadSchema }),
} as const satisfies Endpoint;

export const markAllNotificationsRead = {
  area: 'notifications',
  method: 'POST',
  path: '/notifications/read-all',
  summary: 'Marks all of the signed-in user’s notifications read',
  access: 'user',
  invalidates: ['notifications'],
  schema: (s) => ({ response: s.NotificationsUnreadSchema }),
} as const satisfies Endpoint;

export const deleteNotification = {
  area: 'notifications',
  method: 'DELETE',
  path: '/notifications/:id',
  summary: 'Deletes one of the signed-in user’s notifications',
  access: 'user',
  owner: 'the notification’s user (another user’s id is 404)',
  errors: [404],
  invalidates: ['notifications'],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.NotificationsUnreadSchema }),
} as const satisfies Endpoint;

/**
 * Server-sent events for the signed-in user (token in the usual Authorization header; the web sends it
 * through the EventSource's fetch): `notification` brings a new notification, `unread` the count after
 * any change; each event's id lets a reconnection (Last-Event-ID) get what it missed. The handler writes
 * the stream itself, so no response schema: 406 without `Accept: text/event-stream`, 429 past the open
 * streams a user may hold, 503 while the server closes.
 */
export const streamNotifications = {
  area: 'notifications',
  method: 'GET',
  path: '/notifications/stream',
  summary:
    "The signed-in user's new notifications and unread count as they change (text/event-stream; events `notification` and `unread`, a keep-alive comment every 20 s)",
  access: 'user',
  errors: [400, 406, 429, 503],
  produces: 'text/event-stream',
  schema: (s) => ({ headers: s.NotificationStreamHeadersSchema }),
} as const satisfies Endpoint;
