import type { EventSummary, Price } from '@kora/shared/contracts';

/** The cheapest ticket of an event, 'free' when it costs nothing, null when it has no ticket types. */
export function lowestPrice(event: Pick<EventSummary, 'isFree' | 'cheapestTicket'>): Price | 'free' | null {
  if (event.isFree) return 'free';
  if (!event.cheapestTicket) return null;
  return event.cheapestTicket.price === 0 ? 'free' : event.cheapestTicket;
}
