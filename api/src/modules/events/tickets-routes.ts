import {
  BuyTicketRequestSchema,
  BuyTicketResponseSchema,
  TicketRecipientSchema,
  TicketSchema,
  TicketVerificationKeySchema,
  TransferTicketRequestSchema,
  TransferTicketResponseSchema,
  ValidateTicketResponseSchema,
  type TransferTicketRequest,
  type BuyTicketRequest,
  type Ticket,
  type TicketRecipient,
} from '@kora/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../auth/plugin';
import { nowIso } from '../../db/clock';
import { conflict, notFound } from '../../http/errors';
import { priceOf } from '../../http/money';
import { bearer, errors, idParams, type IdParams } from '../../http/schemas';
import { TicketSale } from './ticket-sale';
import { TicketTransfer } from './ticket-transfer';
import { assertEventOwner } from './event-owner';
import { addressLine } from './presenter';
import { recipientLookupLimit } from './recipient-lookup-limit';
import { TicketSigner } from './ticket-signing';
import { TICKET_NOT_FOUND, TicketsRepository, type TicketView } from './tickets-repository';

const tags = ['tickets'];
export const ALREADY_USED = 'Ticket déjà utilisé';
export const TICKET_NOT_VALID = "Ce billet n'est plus valable.";
export const CODE_MISMATCH = 'Ce code ne correspond pas à ce billet.';

/** Buying tickets from the wallet, holding them (signed QR codes) and checking them in at the door. */
export default async function ticketsRoutes(app: FastifyInstance): Promise<void> {
  const sale = new TicketSale(app.db);
  const transfers = new TicketTransfer(app.db);
  const tickets = new TicketsRepository(app.db);
  const signer = new TicketSigner(app.config.jwtSecret);
  const auth = { preHandler: app.requireUser };
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

  const buySchema = {
    tags,
    summary: 'Buys tickets of one type from the wallet (free events: nothing to pay), in one transaction',
    security: bearer,
    params: idParams,
    body: BuyTicketRequestSchema,
    response: { 201: BuyTicketResponseSchema, ...errors(400, 401, 402, 403, 404, 409, 422) },
  };
  for (const path of ['/events/:id/buy-ticket', '/events/:id/tickets']) {
    app.post<{ Params: IdParams; Body: BuyTicketRequest }>(
      path,
      { schema: buySchema, ...auth },
      async (request, reply) => {
        const issued = await sale.buy(userId(request), request.params.id, request.body);
        const currency = issued[0]?.currency ?? 'EUR';
        const wallet = await app.db
          .selectFrom('wallets')
          .select('balance_minor')
          .where('user_id', '=', userId(request))
          .where('currency', '=', currency)
          .executeTakeFirst();
        reply.code(201);
        return { tickets: issued.map(present), balance: priceOf(wallet?.balance_minor ?? 0, currency) };
      },
    );
  }

  app.get(
    '/tickets/my-tickets',
    {
      schema: {
        tags,
        summary: "The signed-in user's tickets: upcoming events first, each valid one with its signed code",
        security: bearer,
        response: { 200: Type.Array(TicketSchema), ...errors(401) },
      },
      ...auth,
    },
    async (request) => (await tickets.ofHolder(userId(request), nowIso())).map(present),
  );

  app.get<{ Params: IdParams }>(
    '/events/:id/tickets',
    {
      schema: {
        tags,
        summary: 'The tickets sold for an event (its organizer only)',
        security: bearer,
        params: idParams,
        response: { 200: Type.Array(TicketSchema), ...errors(400, 401, 403, 404) },
      },
      ...auth,
    },
    async (request) => {
      await assertEventOwner(app.db, request.params.id, request);
      return (await tickets.ofEvent(request.params.id)).map(present);
    },
  );

  app.get(
    '/tickets/verification-key',
    {
      schema: {
        tags,
        summary: 'The public key (Ed25519 JWK) that verifies ticket codes offline',
        response: { 200: TicketVerificationKeySchema },
      },
    },
    async () => signer.publicKeyJwk(),
  );

  app.post<{ Params: IdParams; Body: { code?: string } | null }>(
    '/tickets/:id/validate',
    {
      schema: {
        tags,
        summary: "Marks a ticket used at the door (the event's organizer only); a second validation answers 409",
        security: bearer,
        params: idParams,
        body: Type.Union([Type.Object({ code: Type.Optional(Type.String({ maxLength: 1000 })) }), Type.Null()]),
        response: { 200: ValidateTicketResponseSchema, ...errors(400, 401, 403, 404, 409) },
      },
      ...auth,
    },
    async (request) => {
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
    },
  );

  app.post<{ Params: IdParams; Body: TransferTicketRequest }>(
    '/tickets/:id/recipient-check',
    {
      schema: {
        tags,
        summary:
          'Whether a username or email names an account this ticket can be transferred to (answers its username only)',
        security: bearer,
        params: idParams,
        body: TransferTicketRequestSchema,
        response: { 200: TicketRecipientSchema, ...errors(400, 401, 403, 404, 409, 422, 429) },
      },
      config: recipientLookupLimit,
      ...auth,
    },
    async (request): Promise<TicketRecipient> => {
      const { account, refusal } = await transfers.checkRecipient(
        userId(request),
        request.params.id,
        request.body.recipient,
      );
      return { username: account?.username ?? null, refusal };
    },
  );

  app.post<{ Params: IdParams; Body: TransferTicketRequest }>(
    '/tickets/:id/transfer',
    {
      schema: {
        tags,
        summary: 'Gives a valid ticket to another Kora user (username or email) before the event: a new code for them',
        security: bearer,
        params: idParams,
        body: TransferTicketRequestSchema,
        response: { 201: TransferTicketResponseSchema, ...errors(400, 401, 403, 404, 409, 422) },
      },
      ...auth,
    },
    async (request, reply) => {
      const { old, to } = await transfers.transfer(userId(request), request.params.id, request.body.recipient);
      reply.code(201);
      return { ticket: present(old), recipient: to };
    },
  );
}
