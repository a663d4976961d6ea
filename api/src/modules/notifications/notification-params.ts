import type { NotificationKind } from '@kora/shared/contracts';

/** The details each kind's texts are written from (the names the contract lists beside each kind). */
export interface NotificationParams {
  'purchase-confirmed': { title: string };
  'order-confirmed': { order: string };
  'order-refunded': { order: string; amount: string };
  'payment-declined': Record<string, never>;
  'ticket-bought': { event: string; quantity: string };
  'ticket-received': { event: string; from: string };
  'ticket-sent': { event: string; to: string };
  'event-changed': { event: string };
  'event-cancelled': { event: string };
  'comment-reply': { title: string; from: string };
  'new-episode': { podcast: string; episode: string };
  'new-release': { artist: string; title: string };
  'plan-renewed': { plan: string; until: string };
  'plan-lapsing': { plan: string; until: string };
  'plan-prepaid-ending': { plan: string; until: string };
  'support-reply': { subject: string };
}

/** One notification to write: to whom, what happened, the page it opens. */
export type Notice = {
  [K in NotificationKind]: {
    userId: number;
    kind: K;
    params: NotificationParams[K];
    /** A path of the site, e.g. href('tickets'). */
    link: string;
    /** What caused it, when that may be reported again (a payment confirmed twice): written once per user. */
    once?: string;
  };
}[NotificationKind];
