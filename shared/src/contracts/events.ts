import { Type, type Static } from 'typebox';
import { CurrencySchema, LimitSchema, MediaUrlSchema, Nullable, OffsetSchema, PriceProperties } from './schema-kit';

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

/** `GET /api/events/{id}`: an event with its description and ticket types. */
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
  cheapestTicket: Type.Union([Type.Object(PriceProperties), Type.Null()], {
    description: "The cheapest ticket type's price (what a card shows as “from”); null without ticket types.",
  }),
  ticketTypes: Type.Array(TicketTypeSchema),
  artistId: Nullable(Type.Integer()),
  createdAt: Type.String(),
});
export type KoraEvent = Static<typeof KoraEventSchema>;

/**
 * Items of `GET /api/events` (and `/events/search`): an event as its card shows it. The description and
 * the ticket types come with the event itself (`GET /api/events/{id}`), read by its page and by the
 * ticket modal when it opens, so the modal shows what is left at that moment.
 */
export const EventSummarySchema = Type.Omit(KoraEventSchema, ['description', 'ticketTypes']);
export type EventSummary = Static<typeof EventSummarySchema>;

export const EVENT_SORTS = ['date', 'title', 'price'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

/**
 * `GET /api/events` (and `GET /api/events/search`) query. By default upcoming events come first
 * (soonest first), then past ones (latest first); `sort` orders by date, title (A–Z) or lowest price.
 */
export const EventListQuerySchema = Type.Object({
  type: Type.Optional(EventTypeSchema),
  status: Type.Optional(Type.Enum(['upcoming', 'past', 'free', 'published'] as const)),
  limit: Type.Optional(LimitSchema(50)),
  offset: Type.Optional(OffsetSchema),
  sort: Type.Optional(Type.Enum(EVENT_SORTS, { description: 'date (default), title A–Z, or lowest price first.' })),
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Title, venue, city, address or a date as written (e.g. 2026-12 or 12/2026).',
    }),
  ),
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

/**
 * `DELETE /api/events/{id}` → 200: an event with no ticket sold is deleted; a published one with sold
 * tickets is cancelled instead and `refunded` tickets are credited back to their holders' wallets.
 */
export const DeleteEventResponseSchema = Type.Object({
  deleted: Type.Boolean(),
  cancelled: Type.Boolean(),
  refunded: Type.Integer(),
});
export type DeleteEventResponse = Static<typeof DeleteEventResponseSchema>;

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
    // Optional: a ticket list kept on a device before these fields existed still shows.
    eventAddress: Type.Optional(
      Type.String({ description: 'Where the event takes place: "venue, address, postalCode city" in one line.' }),
    ),
    status: TicketStatusSchema,
    transferredTo: Type.Optional(
      Nullable(Type.String({ description: 'A transferred ticket: the username of the account it went to.' })),
    ),
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

/**
 * `POST /api/events/{id}/buy-ticket` → 201: the tickets issued, what the wallet was debited in its own
 * currency (`debited`; 6 560 FCFA for a 10,00 € ticket, the price converted and rounded up; 0 for free
 * tickets) and the balance left.
 */
export const BuyTicketResponseSchema = Type.Object({
  tickets: Type.Array(TicketSchema),
  debited: Type.Object(PriceProperties),
  balance: Type.Object(PriceProperties),
});
export type BuyTicketResponse = Static<typeof BuyTicketResponseSchema>;

/**
 * `POST /api/tickets/{id}/validate` body: the code the door scanned, checked against the ticket when
 * given; no body (or null) validates the ticket by its id alone.
 */
export const ValidateTicketRequestSchema = Type.Union([
  Type.Object({ code: Type.Optional(Type.String({ maxLength: 1000 })) }),
  Type.Null(),
]);
export type ValidateTicketRequest = Static<typeof ValidateTicketRequestSchema>;

/** `POST /api/tickets/{id}/validate` → 200 the ticket marked used; 409 'Ticket déjà utilisé' with `usedAt`. */
export const ValidateTicketResponseSchema = Type.Object({ ticket: TicketSchema });
export type ValidateTicketResponse = Static<typeof ValidateTicketResponseSchema>;

/** `POST /api/tickets/{id}/transfer` body: the new holder's username or email (before the event only). */
export const TransferTicketRequestSchema = Type.Object({
  recipient: Type.String({ minLength: 1, maxLength: 254, description: 'Username or email of a Kora account.' }),
});
export type TransferTicketRequest = Static<typeof TransferTicketRequestSchema>;

export const TICKET_RECIPIENT_REFUSALS = ['unknown-account', 'own-account'] as const;
export type TicketRecipientRefusal = (typeof TICKET_RECIPIENT_REFUSALS)[number];

/**
 * `POST /api/tickets/{id}/recipient-check` (body: a TransferTicketRequest, kept out of addresses and
 * logs as it may be an e-mail) → 200, before the holder confirms a transfer. `username` is the account
 * the ticket would go to (never its e-mail); `refusal` says why it cannot: no such account, or the
 * holder's own.
 */
export const TicketRecipientSchema = Type.Object({
  username: Nullable(Type.String()),
  refusal: Nullable(Type.Enum(TICKET_RECIPIENT_REFUSALS)),
});
export type TicketRecipient = Static<typeof TicketRecipientSchema>;

/** → 201: the sender's ticket, now `transferred` (its code no longer works), and who holds the new one. */
export const TransferTicketResponseSchema = Type.Object({
  ticket: TicketSchema,
  recipient: Type.String({ description: "The new holder's username." }),
});
export type TransferTicketResponse = Static<typeof TransferTicketResponseSchema>;

/** The public key doors verify ticket codes with (Ed25519, JWK). */
export const TicketVerificationKeySchema = Type.Object({
  kty: Type.Literal('OKP'),
  crv: Type.Literal('Ed25519'),
  x: Type.String({ description: 'The raw 32-byte public key, base64url.' }),
});
export type TicketVerificationKey = Static<typeof TicketVerificationKeySchema>;

/** One ticket of an event as the door sees it. */
export const CheckInTicketSchema = Type.Object({
  id: Type.Integer(),
  ticketTypeName: Type.String(),
  holder: Type.String(),
  status: TicketStatusSchema,
  usedAt: Nullable(Type.String()),
});
export type CheckInTicket = Static<typeof CheckInTicketSchema>;

/**
 * `GET /api/events/{id}/check-in` (owner): what a door device downloads before the doors open, so it
 * can verify codes with no network — the key, and every ticket's current status.
 */
export const CheckInListSchema = Type.Object({
  event: Type.Object({ id: Type.Integer(), title: Type.String(), datetime: Type.String() }),
  key: TicketVerificationKeySchema,
  tickets: Type.Array(CheckInTicketSchema),
  sold: Type.Integer({ description: 'Tickets that can enter: valid and used ones.' }),
  checkedIn: Type.Integer(),
  generatedAt: Type.String(),
});
export type CheckInList = Static<typeof CheckInListSchema>;

/** `POST /api/events/{id}/check-in/sync` body: the scans a door kept, in the order it made them. */
export const CheckInSyncRequestSchema = Type.Object({
  scans: Type.Array(
    Type.Object({
      code: Type.String({ minLength: 1, maxLength: 1000, description: 'The scanned ticket code.' }),
      scannedAt: Type.String({ format: 'date-time' }),
    }),
    { minItems: 1, maxItems: 500 },
  ),
});
export type CheckInSyncRequest = Static<typeof CheckInSyncRequestSchema>;

export const CHECK_IN_OUTCOMES = ['checked-in', 'already-used', 'other-event', 'not-valid', 'forged'] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

/**
 * → 200: one result per scan. The first scan of a ticket wins (its time is kept); a later one is
 * `already-used` with the winning time — a conflict the door shows to the owner.
 */
export const CheckInSyncResponseSchema = Type.Object({
  results: Type.Array(
    Type.Object({
      code: Type.String(),
      ticketId: Nullable(Type.Integer()),
      outcome: Type.Enum(CHECK_IN_OUTCOMES),
      usedAt: Nullable(Type.String()),
    }),
  ),
  checkedIn: Type.Integer(),
  sold: Type.Integer(),
});
export type CheckInSyncResponse = Static<typeof CheckInSyncResponseSchema>;

/** `POST /api/events/{id}/upload-image` (multipart, field `image`) → 200 the event's new image. */
export const EventImageResponseSchema = Type.Object({ imageUrl: Type.String() });
export type EventImageResponse = Static<typeof EventImageResponseSchema>;
