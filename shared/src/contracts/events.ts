import { Type, type Static } from 'typebox';
import { MediaUrlSchema, Nullable, PriceProperties } from './schema-kit';

/** Events (platform.md §3, §7): `GET /api/events` lists published events only. */

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export const EVENT_TYPES = ['concert', 'festival', 'showcase', 'workshop', 'conference'] as const;

export const EventStatusSchema = Type.Enum(EVENT_STATUSES);
export const EventTypeSchema = Type.Enum(EVENT_TYPES);
export type EventStatus = Static<typeof EventStatusSchema>;
export type EventType = Static<typeof EventTypeSchema>;

export const EventLocationSchema = Type.Object({
  name: Nullable(Type.String()),
  address: Nullable(Type.String()),
  city: Nullable(Type.String()),
  postalCode: Nullable(Type.String()),
  country: Nullable(Type.String()),
});
export type EventLocation = Static<typeof EventLocationSchema>;

export const TicketTypeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  quantity: Type.Integer({ description: 'Tickets of this type on sale in all (the purchase maximum).' }),
  soldCount: Type.Integer(),
  remaining: Type.Integer({ description: 'quantity - soldCount, never below 0.' }),
  ...PriceProperties,
});
export type TicketType = Static<typeof TicketTypeSchema>;

/** Items of `GET /api/events` and `GET /api/events/{id}`; both carry `ticketTypes`. */
export const KoraEventSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Nullable(Type.String()),
  type: EventTypeSchema,
  status: EventStatusSchema,
  datetime: Type.String({ description: 'Start, ISO-8601 UTC.' }),
  endDatetime: Nullable(Type.String()),
  location: EventLocationSchema,
  address: Type.String({ description: '"venue, address, postalCode city" in one line.' }),
  isFree: Type.Boolean(),
  soldOut: Type.Boolean({
    description: 'True when every ticket type has soldCount ≥ quantity (and there is at least one).',
  }),
  imageUrl: MediaUrlSchema,
  ticketTypes: Type.Array(TicketTypeSchema),
  artistId: Nullable(Type.Integer()),
  createdAt: Type.String(),
});
export type KoraEvent = Static<typeof KoraEventSchema>;

/** `GET /api/events` query. Upcoming events come first (soonest first), then past ones (latest first). */
export const EventListQuerySchema = Type.Object({
  type: Type.Optional(EventTypeSchema),
  status: Type.Optional(Type.Enum(['upcoming', 'past', 'free', 'published'] as const)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Title, venue, city or address.' })),
  date: Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD: events starting that day (UTC).' })),
});
export type EventListQuery = Static<typeof EventListQuerySchema>;
