import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import type { Db } from '../../db/connection';
import type { EventRow } from '../../db/tables';
import { forbidden, notFound } from '../../http/errors';

export const EVENT_NOT_FOUND = 'Événement non trouvé';
export const NOT_THE_OWNER = "Seul l'organisateur de l'événement peut faire cela.";

/** The event when the signed-in user organises it: 404 when it does not exist, 403 for anyone else. */
export async function assertEventOwner(db: Db, eventId: number, request: FastifyRequest): Promise<EventRow> {
  const event = await db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (event.organizer_id !== currentUser(request).id) throw forbidden(NOT_THE_OWNER);
  return event;
}
