import {
  EventWriteRequestSchema,
  KoraEventSchema,
  MyEventsQuerySchema,
  type EventWriteRequest,
  type MyEventsQuery,
} from '@kora/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../auth/plugin';
import { nowIso } from '../../db/clock';
import type { EventRow } from '../../db/tables';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { bearer, errors, idParams, type IdParams } from '../../http/schemas';
import { notifyEventChanged } from '../notifications/notices/ticket-notices';
import { requireFeature } from '../subscriptions/require-feature';
import { OrganizerRepository } from './organizer-repository';
import { presentEvent } from './presenter';
import { EventsRepository } from './repository';
import { EVENT_NOT_FOUND, NOT_THE_OWNER } from './event-owner';
import { cancelWithRefunds } from './cancellation';

const tags = ['events'];
export const CANCELLED_EVENT = 'Cet événement est annulé : plus aucune action possible.';
export const TYPES_LOCKED = 'Des billets sont vendus : les types de billets ne peuvent plus changer.';
export const UNPUBLISH_SOLD = "Des billets sont vendus : annulez l'événement plutôt que de le retirer.";
const ENDS_BEFORE_START = 'La fin doit être après le début.';

/** Creating and managing one's events: needs the plan feature `events`; only the organizer acts on an event. */
export default async function organizerRoutes(app: FastifyInstance): Promise<void> {
  const organizer = new OrganizerRepository(app.db);
  const events = new EventsRepository(app.db);
  const userId = (request: FastifyRequest) => currentUser(request).id;
  const owner = { preHandler: app.requireUser };

  const present = async (row: EventRow) =>
    presentEvent(row, (await events.ticketTypesOf([row.id])).get(row.id) ?? [], app.media);

  async function ownEvent(request: FastifyRequest<{ Params: IdParams }>): Promise<EventRow> {
    const row = await organizer.find(request.params.id);
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

  const answer = { 200: KoraEventSchema, ...errors(400, 401, 403, 404, 409, 422) };

  app.post<{ Body: EventWriteRequest }>(
    '/events',
    {
      schema: {
        tags,
        summary: 'Creates a draft event with its ticket types (plan feature events: Starter or Premium)',
        security: bearer,
        body: EventWriteRequestSchema,
        response: { 201: KoraEventSchema, ...errors(401, 403, 422) },
      },
      preHandler: [app.requireUser, requireFeature('events')],
    },
    async (request, reply) => {
      checkDates(request.body);
      const artist = await app.db
        .selectFrom('artists')
        .select('id')
        .where('user_id', '=', userId(request))
        .executeTakeFirst();
      const id = await organizer.create(userId(request), artist?.id ?? null, request.body);
      reply.code(201);
      return present((await organizer.find(id)) as EventRow);
    },
  );

  app.put<{ Params: IdParams; Body: EventWriteRequest }>(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Edits an event (its organizer)',
        security: bearer,
        params: idParams,
        body: EventWriteRequestSchema,
        response: answer,
      },
      ...owner,
    },
    async (request) => {
      const row = await ownEvent(request);
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
    },
  );

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    app.post<{ Params: IdParams }>(
      `/events/:id/${action}`,
      {
        schema: {
          tags,
          summary: action === 'publish' ? 'Publishes a draft' : 'Withdraws a published event (no ticket sold)',
          security: bearer,
          params: idParams,
          response: answer,
        },
        ...owner,
      },
      async (request) => {
        const row = await ownEvent(request);
        if (action === 'unpublish' && (await organizer.soldCount(row.id)) > 0) throw conflict(UNPUBLISH_SOLD);
        await organizer.setStatus(row.id, status);
        return present({ ...row, status });
      },
    );
  }

  app.delete<{ Params: IdParams }>(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an event; a published one with sold tickets is cancelled and its tickets refunded',
        security: bearer,
        params: idParams,
        response: {
          200: Type.Object({ deleted: Type.Boolean(), cancelled: Type.Boolean(), refunded: Type.Integer() }),
          ...errors(400, 401, 403, 404, 409),
        },
      },
      ...owner,
    },
    async (request) => {
      const row = await ownEvent(request);
      if ((await organizer.soldCount(row.id)) === 0) {
        await organizer.delete(row.id);
        return { deleted: true, cancelled: false, refunded: 0 };
      }
      const refunded = await cancelWithRefunds(app.db, row.id);
      return { deleted: false, cancelled: true, refunded };
    },
  );

  app.get<{ Querystring: MyEventsQuery }>(
    '/events/my-events',
    {
      schema: {
        tags,
        summary: "The signed-in user's events, every status, latest first",
        security: bearer,
        querystring: MyEventsQuerySchema,
        response: { 200: Type.Array(KoraEventSchema), ...errors(400, 401) },
      },
      ...owner,
    },
    async (request) => {
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
    },
  );
}
