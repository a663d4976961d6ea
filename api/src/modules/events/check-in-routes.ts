import {
  CheckInListSchema,
  CheckInSyncRequestSchema,
  CheckInSyncResponseSchema,
  type CheckInList,
  type CheckInSyncRequest,
} from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/clock';
import { bearer, errors, idParams, type IdParams } from '../../http/schemas';
import { CheckIn } from './check-in';
import { TicketSigner } from './ticket-signing';
import { TicketsRepository } from './tickets-repository';
import { assertEventOwner } from './event-owner';

const tags = ['tickets'];

/** Door check-in: the list a device downloads to work offline, and the scans it syncs back. */
export default async function checkInRoutes(app: FastifyInstance): Promise<void> {
  const signer = new TicketSigner(app.config.jwtSecret);
  const checkIn = new CheckIn(app.db, signer);
  const tickets = new TicketsRepository(app.db);

  app.get<{ Params: IdParams }>(
    '/events/:id/check-in',
    {
      schema: {
        tags,
        summary: "What a door needs offline (its organizer only): the verification key and every ticket's status",
        security: bearer,
        params: idParams,
        response: { 200: CheckInListSchema, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request): Promise<CheckInList> => {
      const event = await assertEventOwner(app.db, request.params.id, request);
      const sold = await tickets.ofEvent(event.id);
      return {
        event: { id: event.id, title: event.title, datetime: event.starts_at },
        key: signer.publicKeyJwk(),
        tickets: sold.map((ticket) => ({
          id: ticket.id,
          ticketTypeName: ticket.ticketTypeName,
          holder: ticket.holder,
          status: ticket.status,
          usedAt: ticket.usedAt,
        })),
        ...(await checkIn.counts(event.id)),
        generatedAt: nowIso(),
      };
    },
  );

  app.post<{ Params: IdParams; Body: CheckInSyncRequest }>(
    '/events/:id/check-in/sync',
    {
      schema: {
        tags,
        summary: 'Records the scans a door kept (its organizer only): the first scan of a ticket wins',
        security: bearer,
        params: idParams,
        body: CheckInSyncRequestSchema,
        response: { 200: CheckInSyncResponseSchema, ...errors(400, 401, 403, 404, 422) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const event = await assertEventOwner(app.db, request.params.id, request);
      const results = await checkIn.sync(event.id, request.body.scans);
      return { results, ...(await checkIn.counts(event.id)) };
    },
  );
}
