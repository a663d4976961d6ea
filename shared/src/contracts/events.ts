import type { MediaUrl, Price } from './common';

/** Events (platform.md §3, §7): `GET /api/events` lists published events only. */

export type EventStatus = 'draft' | 'published' | 'cancelled';
export type EventType = 'concert' | 'festival' | 'showcase' | 'workshop' | 'conference';

export interface EventLocation {
  name: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
}

export interface TicketType extends Price {
  id: number;
  name: string;
  description: string | null;
  /** Tickets of this type on sale in all (the purchase maximum). */
  quantity: number;
  soldCount: number;
  /** quantity - soldCount, never below 0. */
  remaining: number;
}

/** Items of `GET /api/events` and `GET /api/events/{id}`; both carry `ticketTypes`. */
export interface KoraEvent {
  id: number;
  title: string;
  description: string | null;
  type: EventType;
  status: EventStatus;
  /** Start, ISO-8601 UTC. */
  datetime: string;
  endDatetime: string | null;
  location: EventLocation;
  /** "venue, address, postalCode city" in one line. */
  address: string;
  isFree: boolean;
  /** True when every ticket type has soldCount ≥ quantity (and there is at least one). */
  soldOut: boolean;
  imageUrl: MediaUrl;
  ticketTypes: TicketType[];
  artistId: number | null;
  createdAt: string;
}

/** `GET /api/events` query. Upcoming events come first (soonest first), then past ones (latest first). */
export interface EventListQuery {
  type?: EventType;
  /** upcoming | past | free; `published` (or none) lists all published events. */
  status?: 'upcoming' | 'past' | 'free' | 'published';
  /** 1–100, default 50. */
  limit?: number;
  /** Matches title, venue, city or address, case-insensitively. */
  search?: string;
  /** YYYY-MM-DD: events starting that day (UTC). */
  date?: string;
}
