import { EventListQuerySchema, EventSummarySchema, KoraEventSchema, type EventListQuery } from '@kora/shared/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionalUser } from '../../auth/optional-user';
import { Type } from 'typebox';
import { nowIso } from '../../db/clock';
import { notFound } from '../../http/errors';
import { errors, idParams, type IdParams } from '../../http/schemas';
import { EVENT_NOT_FOUND } from './event-owner';
import { presentEvent, presentEventSummary } from './presenter';
import { EventsRepository } from './repository';
import organizerRoutes from './organizer-routes';
import ticketsRoutes from './tickets-routes';
import checkInRoutes from './check-in-routes';
import eventImageRoutes from './event-image-routes';

/**
 * Public events: published only, with their ticket types. The contract's schemas validate the query,
 * serialise the answer, document both at /api/docs and type the handlers.
 */
export default async function eventsModule(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const events = new EventsRepository(app.db);
  await app.register(ticketsRoutes);
  await app.register(organizerRoutes);
  await app.register(checkInRoutes);
  await app.register(eventImageRoutes);

  const list = async (request: FastifyRequest<{ Querystring: EventListQuery }>) => {
    const { limit = 50, offset = 0, sort, type, status, search, date } = request.query;
    const rows = await events.listPublished({ limit, offset, sort, type, when: status, search, date, now: nowIso() });
    const ticketTypes = await events.ticketTypesOf(rows.map((row) => row.id));
    return rows.map((row) => presentEventSummary(row, ticketTypes.get(row.id) ?? [], app.media));
  };
  const listSchema = (summary: string) => ({
    tags: ['events'],
    summary,
    querystring: EventListQuerySchema,
    response: { 200: Type.Array(EventSummarySchema), ...errors(400) },
  });

  app.get(
    '/events',
    {
      schema: listSchema('Published events: upcoming soonest first, then past ones'),
      config: { publicListCache: true },
    },
    list,
  );
  app.get(
    '/events/search',
    { schema: listSchema('Published events whose title, place or date matches `search` (same filters as the list)') },
    list,
  );

  app.get<{ Params: IdParams }>(
    '/events/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'One published event with its ticket types (its organizer also reads it as a draft)',
        params: idParams,
        response: { 200: KoraEventSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const viewer = await optionalUser(app, request);
      const row = await events.findVisible(request.params.id, viewer?.id ?? null);
      if (!row) throw notFound(EVENT_NOT_FOUND);
      const ticketTypes = await events.ticketTypesOf([row.id]);
      return presentEvent(row, ticketTypes.get(row.id) ?? [], app.media);
    },
  );
}
