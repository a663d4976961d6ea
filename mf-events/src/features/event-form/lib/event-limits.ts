import { EventWriteRequestSchema, TicketTypeInputSchema } from '@kora/shared/contracts';

type Bound = 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems';

/**
 * A limit written in the API's contract, so the form checks exactly what the API checks. The schema
 * types do not carry their options, hence this read at run time (a nullable field keeps it in `anyOf`).
 */
function bound(schema: unknown, key: Bound): number {
  const node = schema as Record<string, unknown> & { anyOf?: Record<string, unknown>[] };
  const value = node[key] ?? node.anyOf?.map((option) => option[key]).find((found) => typeof found === 'number');
  if (typeof value !== 'number') throw new Error(`The event contract gives no ${key} here`);
  return value;
}

const event = EventWriteRequestSchema.properties;
const place = event.location.properties;
const ticket = TicketTypeInputSchema.properties;

/** Every limit of `POST /events` and `PUT /events/{id}`, read from `EventWriteRequestSchema`. */
export const EVENT_LIMITS = {
  title: bound(event.title, 'maxLength'),
  description: bound(event.description, 'maxLength'),
  location: {
    name: bound(place.name, 'maxLength'),
    address: bound(place.address, 'maxLength'),
    city: bound(place.city, 'maxLength'),
    postalCode: bound(place.postalCode, 'maxLength'),
    country: bound(place.country, 'maxLength'),
  },
  ticketTypes: { min: bound(event.ticketTypes, 'minItems'), max: bound(event.ticketTypes, 'maxItems') },
  ticket: {
    name: bound(ticket.name, 'maxLength'),
    description: bound(ticket.description, 'maxLength'),
    price: { min: bound(ticket.price, 'minimum'), max: bound(ticket.price, 'maximum') },
    quantity: { min: bound(ticket.quantity, 'minimum'), max: bound(ticket.quantity, 'maximum') },
  },
} as const;

export type LocationPart = keyof typeof EVENT_LIMITS.location;
export const LOCATION_PARTS = Object.keys(EVENT_LIMITS.location) as LocationPart[];
