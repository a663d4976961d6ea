import { Type, type Static } from 'typebox';
import { LimitSchema, Nullable } from './schema-kit';

/**
 * What happened to a signed-in user, as the header's bell lists it. The API stores what happened
 * (`kind` and its `params`); the web apps write the title and message in the reader's language from
 * them, so a notification reads right after a change of language.
 */

/** The spec's three looks of a notification. */
export const NOTIFICATION_TYPES = ['success', 'info', 'fail'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Each thing that notifies, with the look it has. `params` names per kind are listed beside it. */
export const NOTIFICATION_KINDS = {
  /** params: title (track or album) */
  'purchase-confirmed': 'success',
  /** params: order (its number) */
  'order-confirmed': 'success',
  /** params: none */
  'payment-declined': 'fail',
  /** params: event, quantity */
  'ticket-bought': 'success',
  /** params: event, from (sender's name) */
  'ticket-received': 'info',
  /** params: event, to (recipient's name or email) */
  'ticket-sent': 'info',
  /** params: event */
  'event-changed': 'info',
  /** params: event */
  'event-cancelled': 'fail',
  /** params: title (what was commented), from (who replied) */
  'comment-reply': 'info',
  /** params: podcast, episode */
  'new-episode': 'info',
  /** params: plan, until (ISO date of the next renewal) */
  'plan-renewed': 'success',
  /** params: plan, until (ISO date the plan ends) */
  'plan-lapsing': 'fail',
} as const satisfies Record<string, NotificationType>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
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

/** `GET /api/notifications?limit=&before=` (auth): newest first; `before` is an id for the next page. */
export const NotificationsQuerySchema = Type.Object({
  limit: Type.Optional(LimitSchema(20, 50)),
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

/**
 * `GET /api/notifications/stream` (auth, `text/event-stream`): server-sent events for as long as the
 * page is open. Event `notification` carries a new Notification; event `unread` carries
 * NotificationsUnread after any read or delete (other tabs too). Each event's `id` lets a reconnect
 * (`Last-Event-ID`) receive what it missed.
 */
export const NOTIFICATION_STREAM_EVENTS = { created: 'notification', unread: 'unread' } as const;
