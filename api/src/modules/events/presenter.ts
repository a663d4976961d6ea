import type { EventSummary, EventType, KoraEvent, Price, TicketType } from '@kora/shared/contracts';
import type { EventRow, TicketTypeRow } from '../../db/tables';
import { priceOf } from '../../http/money';
import type { MediaUrls } from '../../media/urls';

export function ticketType(row: TicketTypeRow): TicketType {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    quantity: row.quantity,
    soldCount: row.sold_count,
    remaining: Math.max(0, row.quantity - row.sold_count),
    vip: row.vip === 1,
    ...priceOf(row.price_minor, row.currency),
  };
}

/** Sold out when there are ticket types and every one has soldCount at or above quantity. */
export function isSoldOut(ticketTypes: readonly TicketTypeRow[]): boolean {
  return ticketTypes.length > 0 && ticketTypes.every((type) => type.sold_count >= type.quantity);
}

/** The cheapest ticket type's price, the one the price sort orders by. */
function cheapestTicket(ticketTypes: readonly TicketTypeRow[]): Price | null {
  if (ticketTypes.length === 0) return null;
  const cheapest = ticketTypes.reduce((low, type) => (type.price_minor < low.price_minor ? type : low));
  return priceOf(cheapest.price_minor, cheapest.currency);
}

type Place = Pick<EventRow, 'venue_name' | 'address' | 'postal_code' | 'city'>;

/** Where an event takes place in one line: "venue, address, postalCode city". */
export function addressLine(place: Place): string {
  const cityLine = [place.postal_code, place.city].filter(Boolean).join(' ');
  return [place.venue_name, place.address, cityLine].filter(Boolean).join(', ');
}

/** An event as a list shows it. */
export function presentEventSummary(row: EventRow, ticketTypes: TicketTypeRow[], media: MediaUrls): EventSummary {
  return {
    id: row.id,
    title: row.title,
    type: row.type as EventType,
    status: row.status,
    datetime: row.starts_at,
    endDatetime: row.ends_at,
    location: {
      name: row.venue_name,
      address: row.address,
      city: row.city,
      postalCode: row.postal_code,
      country: row.country,
    },
    address: addressLine(row),
    isFree: row.is_free === 1,
    soldOut: isSoldOut(ticketTypes),
    imageUrl: media.url(row.image),
    cheapestTicket: cheapestTicket(ticketTypes),
    artistId: row.artist_id,
    createdAt: row.created_at,
  };
}

/** An event as its own page and the ticket modal show it: the summary, the description, the ticket types. */
export function presentEvent(row: EventRow, ticketTypes: TicketTypeRow[], media: MediaUrls): KoraEvent {
  return {
    ...presentEventSummary(row, ticketTypes, media),
    description: row.description,
    ticketTypes: ticketTypes.map(ticketType),
  };
}
