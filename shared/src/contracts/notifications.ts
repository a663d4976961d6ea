import { Type, type Static } from 'typebox';
import { NOTIFICATION_KINDS, NOTIFICATION_TYPES, type NotificationKind } from './notification-kinds';
import { LimitSchema, Nullable } from './schema-kit';

/**
 * What happened to a signed-in user, as the header's bell lists it. The API stores what happened
 * (`kind` and its `params`); the web apps write the title and message in the reader's language from
 * them, so a notification reads right after a change of language.
 */

export * from './notification-kinds';

export const NotificationKindSchema = Type.Enum(Object.keys(NOTIFICATION_KINDS) as NotificationKind[]);

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(NOTIFICATION_TYPES),
  kind: NotificationKindSchema,
  params: Type.Record(Type.String(), Type.String()),
  /** A path of the site, e.g. /tickets or /release/12. */
  link: Type.String(),
  createdAt: Type.String({ description: 'ISO 8601' }),
  readAt: Nullable(Type.String({ description: 'ISO 8601' })),
});
export type Notification = Static<typeof NotificationSchema>;

/** Notifications a page of the list holds when the query names no `limit`. */
export const NOTIFICATIONS_PAGE_LIMIT = 20;

/** `GET /api/notifications?limit=&before=` (auth): newest first; `before` is an id for the next page. */
export const NotificationsQuerySchema = Type.Object({
  limit: Type.Optional(LimitSchema(NOTIFICATIONS_PAGE_LIMIT, 50)),
  before: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type NotificationsQuery = Static<typeof NotificationsQuerySchema>;

export const NotificationsResponseSchema = Type.Object({
  items: Type.Array(NotificationSchema),
  /** Unread notifications in all, not only in this page. */
  unread: Type.Integer({ minimum: 0 }),
});
export type NotificationsResponse = Static<typeof NotificationsResponseSchema>;

/**
 * `POST /api/notifications/{id}/read`, `POST /api/notifications/read-all`, `DELETE /api/notifications/{id}`
 * (auth; another user's id is 404) → the unread count after the change.
 */
export const NotificationsUnreadSchema = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type NotificationsUnread = Static<typeof NotificationsUnreadSchema>;

/** `GET /api/notifications/stream` headers: a reconnection names the last event it received. */
export const NotificationStreamHeadersSchema = Type.Object({
  'last-event-id': Type.Optional(Type.String({ maxLength: 20, description: 'The id of the last event received' })),
});
export type NotificationStreamHeaders = Static<typeof NotificationStreamHeadersSchema>;
