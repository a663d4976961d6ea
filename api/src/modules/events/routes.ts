import type { EventListQuery } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/clock';
import { notFound } from '../../http/errors';
import { errors, idParams, limitQuery, type IdParams } from '../../http/schemas';
import { presentEvent } from './presenter';
import { EventsRepository } from './repository';
import { EVENT_TYPES, eventSchema } from './schemas';

type ListQuery = Required<Pick<EventListQuery, 'limit'>> & Omit<EventListQuery, 'limit'>;

/** Public events: published only, with their ticket types. */
export default async function eventsModule(app: FastifyInstance): Promise<void> {
  const events = new EventsRepository(app.db);

  app.get<{ Querystring: ListQuery }>(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Published events: upcoming soonest first, then past ones',
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: EVENT_TYPES },
            status: { type: 'string', enum: ['upcoming', 'past', 'free', 'published'] },
            limit: limitQuery(50),
            search: { type: 'string', maxLength: 100 },
            date: { type: 'string', format: 'date', description: 'YYYY-MM-DD' },
          },
        },
        response: { 200: { type: 'array', items: eventSchema }, ...errors(400) },
      },
    },
    async (request) => {
      const { limit, type, status, search, date } = request.query;
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
        response: { 200: eventSchema, ...errors(400, 404) },
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
