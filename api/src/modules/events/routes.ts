import { getEvent, listEvents, searchEvents } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../../auth/optional-user';
import { nowIso } from '../../db/clock';
import { notFound } from '../../http/errors';
import { route, type RouteRequest } from '../../http/route';
import { EVENT_NOT_FOUND } from './event-owner';
import { presentEvent, presentEventSummary } from './presenter';
import { EventsRepository } from './repository';
import organizerRoutes from './organizer-routes';
import ticketsRoutes from './tickets-routes';
import checkInRoutes from './check-in-routes';
import eventImageRoutes from './event-image-routes';

/** Public events: published only, with their ticket types. */
export default async function eventsModule(app: FastifyInstance): Promise<void> {
  const events = new EventsRepository(app.db);
  await app.register(ticketsRoutes);
  await app.register(organizerRoutes);
  await app.register(checkInRoutes);
  await app.register(eventImageRoutes);

  const list = async (request: RouteRequest<typeof listEvents>) => {
    const { limit = 50, offset = 0, sort, type, status, search, date } = request.query;
    const rows = await events.listPublished({ limit, offset, sort, type, when: status, search, date, now: nowIso() });
    const ticketTypes = await events.ticketTypesOf(rows.map((row) => row.id));
    return rows.map((row) => presentEventSummary(row, ticketTypes.get(row.id) ?? [], app.media));
  };
  route(app, listEvents, async (request) => list(request));
  route(app, searchEvents, async (request) => list(request));

  route(app, getEvent, async (request) => {
    const viewer = await optionalUser(app, request);
    const row = await events.findVisible(request.params.id, viewer?.id ?? null);
    if (!row) throw notFound(EVENT_NOT_FOUND);
    const ticketTypes = await events.ticketTypesOf([row.id]);
    return presentEvent(row, ticketTypes.get(row.id) ?? [], app.media);
  });
}
