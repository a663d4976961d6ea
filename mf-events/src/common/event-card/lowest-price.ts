import type { KoraEvent, Price } from '@kora/shared/contracts';

/** The cheapest ticket of an event, 'free' when it costs nothing, null when it has no ticket types. */
export function lowestPrice(event: Pick<KoraEvent, 'isFree' | 'ticketTypes'>): Price | 'free' | null {
  if (event.isFree) return 'free';
  if (event.ticketTypes.length === 0) return null;
  const cheapest = event.ticketTypes.reduce((low, type) => (type.priceMinor < low.priceMinor ? type : low));
  return cheapest.price === 0
    ? 'free'
    : { price: cheapest.price, priceMinor: cheapest.priceMinor, currency: cheapest.currency };
}
