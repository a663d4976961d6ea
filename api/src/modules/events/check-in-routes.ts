import { getCheckInList, syncCheckIns } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/clock';
import { route } from '../../http/route';
import { CheckIn } from './check-in';
import { TicketSigner } from './ticket-signing';
import { TicketsRepository } from './tickets-repository';
import { assertEventOwner } from './event-owner';

/** Door check-in: the list a device downloads to work offline, and the scans it syncs back. */
export default async function checkInRoutes(app: FastifyInstance): Promise<void> {
  const signer = new TicketSigner(app.config.jwtSecret);
  const checkIn = new CheckIn(app.db, signer);
  const tickets = new TicketsRepository(app.db);

  route(app, getCheckInList, async (request) => {
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
  });

  route(app, syncCheckIns, async (request) => {
    const event = await assertEventOwner(app.db, request.params.id, request);
    const results = await checkIn.sync(event.id, request.body.scans);
    return { results, ...(await checkIn.counts(event.id)) };
  });
}
