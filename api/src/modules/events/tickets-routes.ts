import type { Ticket } from '@kora/shared/contracts';
import {
  buyEventTickets,
  buyTickets,
  checkTicketRecipient,
  listEventTickets,
  listMyTickets,
  ticketVerificationKey,
  transferTicket,
  validateTicket,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { nowIso } from '../../db/clock';
import { conflict, notFound } from '../../http/errors';
import { priceOf } from '../../http/money';
import { route, type RouteRequest } from '../../http/route';
import { WalletRepository } from '../wallet/repository';
import { TicketSale } from './ticket-sale';
import { TicketTransfer } from './ticket-transfer';
import { assertEventOwner } from './event-owner';
import { addressLine } from './presenter';
import { recipientLookupLimit } from './recipient-lookup-limit';
import { TicketSigner } from './ticket-signing';
import { TICKET_NOT_FOUND, TicketsRepository, type TicketView } from './tickets-repository';

export const ALREADY_USED = 'Ticket déjà utilisé';
export const TICKET_NOT_VALID = "Ce billet n'est plus valable.";
export const CODE_MISMATCH = 'Ce code ne correspond pas à ce billet.';

/** Buying tickets from the wallet, holding them (signed QR codes) and checking them in at the door. */
export default async function ticketsRoutes(app: FastifyInstance): Promise<void> {
  const sale = new TicketSale(app.db, app.config.currency);
  const wallets = new WalletRepository(app.db, app.config.currency);
  const transfers = new TicketTransfer(app.db);
  const tickets = new TicketsRepository(app.db);
  const signer = new TicketSigner(app.config.jwtSecret);
  const userId = (request: FastifyRequest) => currentUser(request).id;

  const present = (view: TicketView): Ticket => ({
    id: view.id,
    eventId: view.eventId,
    eventTitle: view.eventTitle,
    eventDatetime: view.eventDatetime,
    ticketTypeId: view.ticketTypeId,
    ticketTypeName: view.ticketTypeName,
    vip: view.vip === 1,
    holder: view.holder,
    eventAddress: addressLine({
      venue_name: view.venueName,
      address: view.venueAddress,
      postal_code: view.postalCode,
      city: view.city,
    }),
    status: view.status,
    transferredTo: view.transferredTo,
    ...priceOf(view.priceMinor, view.currency),
    purchasedAt: view.purchasedAt,
    usedAt: view.usedAt,
    code:
      view.status === 'valid'
        ? signer.sign({
            ticketId: view.id,
            eventId: view.eventId,
            ticketTypeId: view.ticketTypeId,
            holderId: view.holderId,
            code: view.code,
          })
        : null,
  });

  const buy = async (request: RouteRequest<typeof buyTickets>, reply: FastifyReply) => {
    const { tickets: issued, debited } = await sale.buy(userId(request), request.params.id, request.body);
    const wallet = await wallets.balance(userId(request));
    // Free tickets debit nothing: in the wallet's currency when it has one, else in the tickets'.
    const currency = debited?.currency ?? wallet?.currency ?? issued[0]?.currency ?? 'EUR';
    reply.code(201);
    return {
      tickets: issued.map(present),
      debited: priceOf(debited?.amountMinor ?? 0, currency),
      balance: priceOf(wallet?.balance_minor ?? 0, currency),
    };
  };
  route(app, buyTickets, async (request, reply) => buy(request, reply));
  route(app, buyEventTickets, async (request, reply) => buy(request, reply));

  route(app, listMyTickets, async (request) => (await tickets.ofHolder(userId(request), nowIso())).map(present));

  route(app, listEventTickets, async (request) => {
    await assertEventOwner(app.db, request.params.id, request);
    return (await tickets.ofEvent(request.params.id)).map(present);
  });

  route(app, ticketVerificationKey, async () => signer.publicKeyJwk());

  route(app, validateTicket, async (request) => {
    const ticket = await tickets.find(request.params.id);
    if (!ticket) throw notFound(TICKET_NOT_FOUND);
    await assertEventOwner(app.db, ticket.eventId, request);
    const scanned = request.body?.code;
    if (scanned !== undefined) {
      const claims = signer.verify(scanned);
      if (!claims || claims.ticketId !== ticket.id || claims.code !== ticket.code) {
        throw conflict(ticket.status === 'valid' ? CODE_MISMATCH : TICKET_NOT_VALID);
      }
    }
    if (!(await tickets.markUsed(ticket.id, nowIso()))) {
      const now = await tickets.find(ticket.id);
      if (now?.status === 'used') throw conflict(`${ALREADY_USED} le ${now.usedAt ?? ''}`.trim());
      throw conflict(TICKET_NOT_VALID);
    }
    const used = await tickets.find(ticket.id);
    return { ticket: present(used as TicketView) };
  });

  route(
    app,
    checkTicketRecipient,
    async (request) => {
      const { account, refusal } = await transfers.checkRecipient(
        userId(request),
        request.params.id,
        request.body.recipient,
      );
      return { username: account?.username ?? null, refusal };
    },
    { config: recipientLookupLimit },
  );

  route(app, transferTicket, async (request, reply) => {
    const { old, to } = await transfers.transfer(userId(request), request.params.id, request.body.recipient);
    reply.code(201);
    return { ticket: present(old), recipient: to };
  });
}
