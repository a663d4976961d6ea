import type { Endpoint } from './endpoint';

/**
 * Events (platform.md §3, §7): published events for everyone; creating and managing one's events
 * (plan feature `events` to create one; only its organizer acts on an event).
 */

export const listEvents = {
  area: 'events',
  method: 'GET',
  path: '/events',
  summary: 'Published events: upcoming soonest first, then past ones',
  access: 'visitor',
  cache: 'public-list',
  schema: (s) => ({ query: s.EventListQuerySchema, response: s.Type.Array(s.EventSummarySchema) }),
} as const satisfies Endpoint;

export const searchEvents = {
  area: 'events',
  method: 'GET',
  path: '/events/search',
  summary: 'Published events whose title, place or date matches `search` (same filters as the list)',
  access: 'visitor',
  schema: (s) => ({ query: s.EventListQuerySchema, response: s.Type.Array(s.EventSummarySchema) }),
} as const satisfies Endpoint;

export const getEvent = {
  area: 'events',
  method: 'GET',
  path: '/events/:id',
  summary: 'One published event with its ticket types (its organizer also reads it as a draft)',
  access: 'visitor',
  personal: true,
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.KoraEventSchema }),
} as const satisfies Endpoint;

export const listMyEvents = {
  area: 'events',
  method: 'GET',
  path: '/events/my-events',
  summary: "The signed-in user's events, every status, latest first",
  access: 'user',
  schema: (s) => ({ query: s.MyEventsQuerySchema, response: s.Type.Array(s.KoraEventSchema) }),
} as const satisfies Endpoint;

export const createEvent = {
  area: 'events',
  method: 'POST',
  path: '/events',
  summary: 'Creates a draft event with its ticket types (plan feature events: Starter or Premium)',
  access: 'user',
  feature: 'events',
  status: 201,
  errors: [422],
  invalidates: ['events'],
  schema: (s) => ({ body: s.EventWriteRequestSchema, response: s.KoraEventSchema }),
} as const satisfies Endpoint;

export const updateEvent = {
  area: 'events',
  method: 'PUT',
  path: '/events/:id',
  summary: 'Edits an event (its organizer)',
  access: 'user',
  owner: "the event's organizer (403 for another account; 409 once cancelled)",
  errors: [403, 404, 409, 422],
  invalidates: ['events', 'tickets'],
  schema: (s) => ({ params: s.IdParamsSchema, body: s.EventWriteRequestSchema, response: s.KoraEventSchema }),
} as const satisfies Endpoint;

export const publishEvent = {
  area: 'events',
  method: 'POST',
  path: '/events/:id/publish',
  summary: 'Publishes a draft',
  access: 'user',
  owner: "the event's organizer (403 for another account; 409 once cancelled)",
  errors: [403, 404, 409, 422],
  invalidates: ['events'],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.KoraEventSchema }),
} as const satisfies Endpoint;

export const unpublishEvent = {
  area: 'events',
  method: 'POST',
  path: '/events/:id/unpublish',
  summary: 'Withdraws a published event (no ticket sold)',
  access: 'user',
  owner: "the event's organizer (403 for another account; 409 once cancelled)",
  errors: [403, 404, 409, 422],
  invalidates: ['events'],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.KoraEventSchema }),
} as const satisfies Endpoint;

export const deleteEvent = {
  area: 'events',
  method: 'DELETE',
  path: '/events/:id',
  summary: 'Deletes an event; a published one with sold tickets is cancelled and its tickets refunded',
  access: 'user',
  owner: "the event's organizer (403 for another account; 409 once cancelled)",
  errors: [403, 404, 409],
  invalidates: ['events', 'tickets', 'wallet'],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.DeleteEventResponseSchema }),
} as const satisfies Endpoint;

/** Multipart field `image`, read by the route itself; within the caller's upload rate and quota as any upload. */
export const uploadEventImage = {
  area: 'events',
  method: 'POST',
  path: '/events/:id/upload-image',
  summary: 'Sets the event image (its organizer only; multipart field "image"; checked by content)',
  access: 'user',
  owner: "the event's organizer (403 for another account; 409 once cancelled)",
  errors: [403, 404, 409, 413, 415, 422, 429],
  invalidates: ['events'],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.EventImageResponseSchema }),
} as const satisfies Endpoint;
