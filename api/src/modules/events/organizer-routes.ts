import type { EventWriteRequest, MyEventsQuery } from '@kora/shared/contracts';
import {
  createEvent,
  deleteEvent,
  listMyEvents,
  publishEvent,
  unpublishEvent,
  updateEvent,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { nowIso } from '../../db/clock';
import type { EventRow } from '../../db/tables';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { removeUnusedMedia } from '../../media/media-removal';
import { notifyEventChanged } from './ticket-notices';
import { OrganizerRepository } from './organizer-repository';
import { presentEvent } from './presenter';
import { EventsRepository } from './repository';
import { EVENT_NOT_FOUND, NOT_THE_OWNER } from './event-owner';
import { cancelWithRefunds } from './cancellation';

export const CANCELLED_EVENT = 'Cet événement est annulé : plus aucune action possible.';
export const TYPES_LOCKED = 'Des billets sont vendus : les types de billets ne peuvent plus changer.';
export const UNPUBLISH_SOLD = "Des billets sont vendus : annulez l'événement plutôt que de le retirer.";
const ENDS_BEFORE_START = 'La fin doit être après le début.';

/** Creating and managing one's events: needs the plan feature `events`; only the organizer acts on an event. */
export default async function organizerRoutes(app: FastifyInstance): Promise<void> {
  const organizer = new OrganizerRepository(app.db);
  const events = new EventsRepository(app.db);
  const userId = (request: FastifyRequest) => currentUser(request).id;

  const present = async (row: EventRow) =>
    presentEvent(row, (await events.ticketTypesOf([row.id])).get(row.id) ?? [], app.media);

  async function ownEvent(eventId: number, request: FastifyRequest): Promise<EventRow> {
    const row = await organizer.find(eventId);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    if (row.organizer_id !== userId(request)) throw forbidden(NOT_THE_OWNER);
    if (row.status === 'cancelled') throw conflict(CANCELLED_EVENT);
    return row;
  }

  function checkDates(input: EventWriteRequest): void {
    if (input.endDatetime && Date.parse(input.endDatetime) <= Date.parse(input.datetime)) {
      throw invalid([{ propertyPath: 'endDatetime', message: ENDS_BEFORE_START }], ENDS_BEFORE_START);
    }
  }

  route(app, createEvent, async (request, reply) => {
    checkDates(request.body);
    const artist = await app.db
      .selectFrom('artists')
      .select('id')
      .where('user_id', '=', userId(request))
      .executeTakeFirst();
    const id = await organizer.create(userId(request), artist?.id ?? null, request.body);
    reply.code(201);
    return present((await organizer.find(id)) as EventRow);
  });

  route(app, updateEvent, async (request) => {
    const row = await ownEvent(request.params.id, request);
    checkDates(request.body);
    const sold = await organizer.soldCount(row.id);
    const current = (await events.ticketTypesOf([row.id])).get(row.id) ?? [];
    const typesChanged =
      current.length !== request.body.ticketTypes.length ||
      current.some((type, i) => type.name !== request.body.ticketTypes[i].name.trim());
    if (sold > 0 && typesChanged) throw conflict(TYPES_LOCKED);
    await organizer.update(row.id, request.body, sold > 0);
    const updated = (await organizer.find(row.id)) as EventRow;
    await notifyEventChanged(app.db, row, updated);
    return present(updated);
  });

  route(app, publishEvent, async (request) => {
    const row = await ownEvent(request.params.id, request);
    await organizer.setStatus(row.id, 'published');
    return present({ ...row, status: 'published' });
  });

  route(app, unpublishEvent, async (request) => {
    const row = await ownEvent(request.params.id, request);
    if ((await organizer.soldCount(row.id)) > 0) throw conflict(UNPUBLISH_SOLD);
    await organizer.setStatus(row.id, 'draft');
    return present({ ...row, status: 'draft' });
  });

  route(app, deleteEvent, async (request) => {
    const row = await ownEvent(request.params.id, request);
    if ((await organizer.soldCount(row.id)) === 0) {
      await organizer.delete(row.id);
      await removeUnusedMedia(app, [row.image]);
      return { deleted: true, cancelled: false, refunded: 0 };
    }
    const refunded = await cancelWithRefunds(app.db, app.config.currency, row.id);
    return { deleted: false, cancelled: true, refunded };
  });

  route(app, listMyEvents, async (request) => {
    const now = nowIso();
    const keep: Record<NonNullable<MyEventsQuery['filter']>, (row: EventRow) => boolean> = {
      all: () => true,
      published: (row) => row.status === 'published',
      draft: (row) => row.status === 'draft',
      upcoming: (row) => row.starts_at >= now,
      past: (row) => row.starts_at < now,
    };
    const rows = (await organizer.ofOrganizer(userId(request))).filter(keep[request.query.filter ?? 'all']);
    const types = await events.ticketTypesOf(rows.map((row) => row.id));
    return rows.map((row) => presentEvent(row, types.get(row.id) ?? [], app.media));
  });
}
