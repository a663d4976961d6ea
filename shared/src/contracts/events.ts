import { Type, type Static } from 'typebox';
import { CurrencySchema, MediaUrlSchema, Nullable, PriceProperties } from './schema-kit';

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
  vip: Type.Boolean({ description: 'Only Premium members (plan feature vipAccess) may buy it.' }),
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

/* ——— Organising events (owner, plan feature `events`) ——— */

export const TicketTypeInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  price: Type.Number({ minimum: 0, maximum: 100000, description: 'Major units; 0 for a free event.' }),
  currency: CurrencySchema,
  quantity: Type.Integer({ minimum: 1, maximum: 100000 }),
  vip: Type.Optional(Type.Boolean({ description: 'Only Premium members (plan feature vipAccess) may buy it.' })),
});
export type TicketTypeInput = Static<typeof TicketTypeInputSchema>;

/** `POST /api/events` and `PUT /api/events/{id}` body. A new event is a draft. */
export const EventWriteRequestSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 150 }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 20000, description: 'HTML, sanitised on display.' }))),
  type: EventTypeSchema,
  datetime: Type.String({ format: 'date-time', description: 'Start, ISO-8601.' }),
  endDatetime: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  location: Type.Object({
    name: Type.Optional(Nullable(Type.String({ maxLength: 150 }))),
    address: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    city: Type.String({ minLength: 1, maxLength: 100 }),
    postalCode: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    country: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  }),
  isFree: Type.Boolean(),
  imageUrl: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  ticketTypes: Type.Array(TicketTypeInputSchema, { minItems: 1, maxItems: 10 }),
});
export type EventWriteRequest = Static<typeof EventWriteRequestSchema>;

/** `GET /api/events/my-events` query. */
export const MyEventsQuerySchema = Type.Object({
  filter: Type.Optional(Type.Enum(['all', 'published', 'draft', 'upcoming', 'past'] as const, { default: 'all' })),
});
export type MyEventsQuery = Static<typeof MyEventsQuerySchema>;

/* ——— Tickets ——— */

/** `POST /api/events/{id}/buy-ticket` body: paid from the wallet (free events: nothing to pay). */
export const BuyTicketRequestSchema = Type.Object({
  ticketTypeId: Type.Integer({ minimum: 1 }),
  quantity: Type.Integer({ minimum: 1, maximum: 10 }),
});
export type BuyTicketRequest = Static<typeof BuyTicketRequestSchema>;

export const TICKET_STATUSES = ['valid', 'used', 'transferred', 'cancelled'] as const;
export const TicketStatusSchema = Type.Enum(TICKET_STATUSES);
export type TicketStatus = Static<typeof TicketStatusSchema>;

/** A ticket as its holder (or the event's owner) sees it. */
export const TicketSchema = Type.Object(
  {
    id: Type.Integer(),
    eventId: Type.Integer(),
    eventTitle: Type.String(),
    eventDatetime: Type.String(),
    ticketTypeId: Type.Integer(),
    ticketTypeName: Type.String(),
    vip: Type.Boolean(),
    holder: Type.String({ description: "The holder's username." }),
    status: TicketStatusSchema,
    ...PriceProperties,
    purchasedAt: Type.String(),
    usedAt: Nullable(Type.String()),
    code: Nullable(
      Type.String({
        description:
          'The signed token the QR code holds (valid tickets only): a door verifies it offline with the public key.',
      }),
    ),
  },
  { $id: 'Ticket' },
);
export type Ticket = Static<typeof TicketSchema>;

/** `POST /api/events/{id}/buy-ticket` → 201: the tickets issued and the wallet balance left in that currency. */
export const BuyTicketResponseSchema = Type.Object({
  tickets: Type.Array(TicketSchema),
  balance: Type.Object(PriceProperties),
});
export type BuyTicketResponse = Static<typeof BuyTicketResponseSchema>;

/** `POST /api/tickets/{id}/validate` → 200 the ticket marked used; 409 'Ticket déjà utilisé' with `usedAt`. */
export const ValidateTicketResponseSchema = Type.Object({ ticket: TicketSchema });
export type ValidateTicketResponse = Static<typeof ValidateTicketResponseSchema>;
