import { DEFAULT_MAX_TICKET_QUANTITY } from '@kora/shared/validation';
import type { EventSummary, KoraEvent, TicketType } from '@kora/shared/contracts';

/** A free event, or a free ticket type, issues tickets without touching the wallet. */
export function isFreeTicket(event: Pick<KoraEvent, 'isFree'>, type: Pick<TicketType, 'price'>): boolean {
  return event.isFree || type.price === 0;
}

export function isSoldOut(type: Pick<TicketType, 'remaining'>): boolean {
  return type.remaining <= 0;
}

/**
 * The most of a type one purchase takes: what is left of it (its quantity when nothing is sold), and
 * never more than 10, the API's limit per purchase.
 */
export function maxQuantity(type: Pick<TicketType, 'remaining' | 'quantity'>): number {
  const left = Number.isFinite(type.remaining) ? type.remaining : type.quantity;
  return Math.max(1, Math.min(left, DEFAULT_MAX_TICKET_QUANTITY));
}

/** A past event sells nothing any more (the API refuses it too). */
export function hasStarted(event: Pick<EventSummary, 'datetime'>, now: number): boolean {
  return new Date(event.datetime).getTime() < now;
}
