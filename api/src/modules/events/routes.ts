import { EventListQuerySchema, KoraEventSchema } from '@kora/shared/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { nowIso } from '../../db/clock';
import { notFound } from '../../http/errors';
import { errors, idParams, type IdParams } from '../../http/schemas';
import { presentEvent } from './presenter';
import { EventsRepository } from './repository';
import organizerRoutes from './organizer-routes';
import ticketsRoutes from './tickets-routes';

/**
 * Public events: published only, with their ticket types. The contract's schemas validate the query,
 * serialise the answer, document both at /api/docs and type the handlers.
 */
export default async function eventsModule(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const events = new EventsRepository(app.db);
  await app.register(ticketsRoutes);
  await app.register(organizerRoutes);

  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Published events: upcoming soonest first, then past ones',
        querystring: EventListQuerySchema,
        response: { 200: Type.Array(KoraEventSchema), ...errors(400) },
      },
    },
    async (request) => {
      const { limit = 50, type, status, search, date } = request.query;
      const rows = await events.listPublished({ limit, type, when: status, search, date, now: nowIso() });
      const ticketTypes = await events.ticketTypesOf(rows.map((row) => row.id));
      return rows.map((row) => presentEvent(row, ticketTypes.get(row.id) ?? [], app.media));
    },
  );

  app.get<{ Params: IdParams }>(
    '/events/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'One published event with its ticket types',
        params: idParams,
        response: { 200: KoraEventSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const row = await events.findPublished(request.params.id);
      if (!row) throw notFound('Événement non trouvé');
      const ticketTypes = await events.ticketTypesOf([row.id]);
      return presentEvent(row, ticketTypes.get(row.id) ?? [], app.media);
    },
  );
}
