import type { Db } from '../../db/connection';
import type { FastifyInstance } from 'fastify';

export interface TicketTypeSeed {
  name: string;
  priceMinor: number;
  quantity: number;
  currency?: string;
  vip?: boolean;
  sold?: number;
}

/** A published event (one week ahead unless `startsAt`) owned by `organizerId`, with its ticket types. */
export async function createEvent(
  db: Db,
  organizerId: number,
  types: TicketTypeSeed[],
  { startsAt = new Date(Date.now() + 7 * 86400000).toISOString(), isFree = false, title = 'Nuit Kora' } = {},
) {
  const now = new Date().toISOString();
  const event = await db
    .insertInto('events')
    .values({
      organizer_id: organizerId,
      artist_id: null,
      title,
      description: null,
      type: 'concert',
      status: 'published',
      starts_at: startsAt,
      ends_at: null,
      venue_name: 'Salle Kora',
      address: '1 rue de la Musique',
      city: 'Dakar',
      postal_code: null,
      country: 'Sénégal',
      is_free: isFree ? 1 : 0,
      image: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const typeIds: number[] = [];
  for (const [position, type] of types.entries()) {
    const row = await db
      .insertInto('ticket_types')
      .values({
        event_id: event.id,
        name: type.name,
        description: null,
        price_minor: type.priceMinor,
        currency: type.currency ?? 'EUR',
        quantity: type.quantity,
        sold_count: type.sold ?? 0,
        position,
        vip: type.vip ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    typeIds.push(row.id);
  }
  return { eventId: event.id, typeIds };
}

/** Buys tickets of the event's first type through the API (a free event: no payment); answers the tickets. */
export async function buyTickets(
  app: FastifyInstance,
  session: { headers: Record<string, string> },
  event: { eventId: number; typeIds: number[] },
  quantity = 1,
): Promise<Array<{ id: number }>> {
  const bought = await app.inject({
    method: 'POST',
    url: `/api/events/${event.eventId}/tickets`,
    headers: session.headers,
    payload: { ticketTypeId: event.typeIds[0], quantity },
  });
  if (bought.statusCode !== 201) throw new Error(`buying tickets: ${bought.statusCode} ${bought.body}`);
  return bought.json<{ tickets: Array<{ id: number }> }>().tickets;
}
