/** Notifications' plain values, without the schema library: the shell's bell needs them on every page. */

/** The spec's three looks of a notification. */
export const NOTIFICATION_TYPES = ['success', 'info', 'fail'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Each thing that notifies, with the look it has. `params` names per kind are listed beside it. */
export const NOTIFICATION_KINDS = {
  /** params: title (track or album) */
  'purchase-confirmed': 'success',
  /** params: order (its number) */
  'order-confirmed': 'success',
  /** params: order (its number), amount (what was credited to the wallet, written out: '51 165 FCFA') */
  'order-refunded': 'info',
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
  /** params: artist, title (the release) */
  'new-release': 'info',
  /** params: plan, until (ISO date of the next renewal) */
  'plan-renewed': 'success',
  /** params: plan, until (ISO date the plan ends) */
  'plan-lapsing': 'fail',
  /** params: plan, until (ISO date a prepaid plan, paid by mobile money, ends unless paid again) */
  'plan-prepaid-ending': 'info',
  /** params: subject (of the support request answered) */
  'support-reply': 'info',
} as const satisfies Record<string, NotificationType>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/**
 * `GET /api/notifications/stream` (auth, `text/event-stream`): server-sent events for as long as the
 * page is open. Event `notification` carries a new Notification; event `unread` carries
 * NotificationsUnread after any read or delete (other tabs too). Each event's `id` lets a reconnect
 * (`Last-Event-ID`) receive what it missed.
 */
export const NOTIFICATION_STREAM_EVENTS = { created: 'notification', unread: 'unread' } as const;
