import type { Endpoint } from './endpoint';

/**
 * Tickets (platform.md §3, §7): bought from the wallet, held as signed QR codes, given to another
 * account, checked in at the door (online, or offline with the door's list synced back).
 */

/** The path the web's ticket modal calls. */
export const buyTickets = {
  area: 'tickets',
  method: 'POST',
  path: '/events/:id/buy-ticket',
  summary: 'Buys tickets of one type from the wallet (free events: nothing to pay), in one transaction',
  access: 'user',
  status: 201,
  errors: [402, 403, 404, 409, 422],
  invalidates: ['tickets', 'wallet', 'events'],
  schema: (s) => ({ params: s.IdParamsSchema, body: s.BuyTicketRequestSchema, response: s.BuyTicketResponseSchema }),
} as const satisfies Endpoint;

/** The same purchase under the path the spec's endpoint list names. */
export const buyEventTickets = {
  area: 'tickets',
  method: 'POST',
  path: '/events/:id/tickets',
  summary: 'Buys tickets of one type from the wallet (free events: nothing to pay), in one transaction',
  access: 'user',
  status: 201,
  errors: [402, 403, 404, 409, 422],
  invalidates: ['tickets', 'wallet', 'events'],
  schema: (s) => ({ params: s.IdParamsSchema, body: s.BuyTicketRequestSchema, response: s.BuyTicketResponseSchema }),
} as const satisfies Endpoint;

export const listMyTickets = {
  area: 'tickets',
  method: 'GET',
  path: '/tickets/my-tickets',
  summary: "The signed-in user's tickets: upcoming events first, each valid one with its signed code",
  access: 'user',
  schema: (s) => ({ response: s.Type.Array(s.TicketSchema) }),
} as const satisfies Endpoint;

export const listEventTickets = {
  area: 'tickets',
  method: 'GET',
  path: '/events/:id/tickets',
  summary: 'The tickets sold for an event (its organizer only)',
  access: 'user',
  owner: "the event's organizer (403 for another account)",
  errors: [403, 404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.Type.Array(s.TicketSchema) }),
} as const satisfies Endpoint;

export const ticketVerificationKey = {
  area: 'tickets',
  method: 'GET',
  path: '/tickets/verification-key',
  summary: 'The public key (Ed25519 JWK) that verifies ticket codes offline',
  access: 'visitor',
  schema: (s) => ({ response: s.TicketVerificationKeySchema }),
} as const satisfies Endpoint;

export const validateTicket = {
  area: 'tickets',
  method: 'POST',
  path: '/tickets/:id/validate',
  summary: "Marks a ticket used at the door (the event's organizer only); a second validation answers 409",
  access: 'user',
  owner: "the ticket's event's organizer (403 for another account)",
  errors: [403, 404, 409],
  invalidates: ['tickets'],
  schema: (s) => ({
    params: s.IdParamsSchema,
    body: s.ValidateTicketRequestSchema,
    response: s.ValidateTicketResponseSchema,
  }),
} as const satisfies Endpoint;

export const checkTicketRecipient = {
  area: 'tickets',
  method: 'POST',
  path: '/tickets/:id/recipient-check',
  summary: 'Whether a username or email names an account this ticket can be transferred to (answers its username only)',
  access: 'user',
  owner: "the ticket's holder",
  errors: [403, 404, 409, 422, 429],
  schema: (s) => ({
    params: s.IdParamsSchema,
    body: s.TransferTicketRequestSchema,
    response: s.TicketRecipientSchema,
  }),
} as const satisfies Endpoint;

export const transferTicket = {
  area: 'tickets',
  method: 'POST',
  path: '/tickets/:id/transfer',
  summary: 'Gives a valid ticket to another Kora user (username or email) before the event: a new code for them',
  access: 'user',
  owner: "the ticket's holder",
  status: 201,
  errors: [403, 404, 409, 422],
  invalidates: ['tickets'],
  schema: (s) => ({
    params: s.IdParamsSchema,
    body: s.TransferTicketRequestSchema,
    response: s.TransferTicketResponseSchema,
  }),
} as const satisfies Endpoint;

export const getCheckInList = {
  area: 'tickets',
  method: 'GET',
  path: '/events/:id/check-in',
  summary: "What a door needs offline (its organizer only): the verification key and every ticket's status",
  access: 'user',
  owner: "the event's organizer (403 for another account)",
  errors: [403, 404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.CheckInListSchema }),
} as const satisfies Endpoint;

export const syncCheckIns = {
  area: 'tickets',
  method: 'POST',
  path: '/events/:id/check-in/sync',
  summary: 'Records the scans a door kept (its organizer only): the first scan of a ticket wins',
  access: 'user',
  owner: "the event's organizer (403 for another account)",
  errors: [403, 404, 422],
  invalidates: ['tickets'],
  schema: (s) => ({
    params: s.IdParamsSchema,
    body: s.CheckInSyncRequestSchema,
    response: s.CheckInSyncResponseSchema,
  }),
} as const satisfies Endpoint;
