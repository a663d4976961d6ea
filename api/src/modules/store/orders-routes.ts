import { CreateOrderRequestSchema, StoreOrderSchema, type CreateOrderRequest } from '@kora/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { conflict, notFound, unauthorized } from '../../http/errors';
import { bearer, errors, idParams, type IdParams } from '../../http/schemas';
import { renderOrderReceiptPdf } from './order-receipt-pdf';
import { OrdersRepository } from './orders-repository';
import { SIGN_IN_TO_ORDER } from './store-checkout';

export const ORDER_NOT_FOUND = 'Commande introuvable.';
export const PAYMENT_NOT_CONFIRMED = 'Paiement non confirmé.';
export const ORDER_REFUNDED =
  "Votre paiement a été remboursé : un article n'était plus disponible au moment de la confirmation.";

const tags = ['store'];

/** Store orders: answered once the provider confirmed the payment, read back, and their PDF receipt. */
export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const orders = new OrdersRepository(app.db, app.media, app.config.publicUrl);
  const requireBuyer = async (request: FastifyRequest) => {
    try {
      await app.requireUser(request);
    } catch {
      throw unauthorized(SIGN_IN_TO_ORDER);
    }
  };
  const userId = (request: FastifyRequest) => currentUser(request).id;

  const orderOf = async (request: FastifyRequest, orderId: number) => {
    const order = await orders.findOfUser(userId(request), orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  };

  app.post<{ Body: CreateOrderRequest }>(
    '/orders',
    {
      schema: {
        tags,
        summary:
          'The paid order of a payment intent (recorded from the provider’s confirmation, never from this call); 409 while unpaid',
        security: bearer,
        body: CreateOrderRequestSchema,
        response: { 200: StoreOrderSchema, ...errors(401, 404, 409, 422) },
      },
      preValidation: requireBuyer,
    },
    async (request) => {
      const order = await orders.findByPaymentIntent(request.body.paymentIntentId);
      if (!order || order.user_id !== userId(request)) throw notFound(ORDER_NOT_FOUND);
      if (order.status === 'refunded') throw conflict(ORDER_REFUNDED);
      if (order.status !== 'paid') throw conflict(PAYMENT_NOT_CONFIRMED);
      return orders.present(order);
    },
  );

  app.get<{ Params: IdParams }>(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'One of the signed-in user’s store orders',
        security: bearer,
        params: idParams,
        response: { 200: StoreOrderSchema, ...errors(400, 401, 404) },
      },
      preHandler: app.requireUser,
    },
    async (request) => orders.present(await orderOf(request, request.params.id)),
  );

  app.get<{ Params: IdParams }>(
    '/orders/:id/receipt',
    {
      schema: {
        tags,
        summary: 'The PDF receipt of a paid store order (attachment recu-KORA-S-….pdf)',
        security: bearer,
        params: idParams,
        response: { ...errors(400, 401, 404) },
      },
      preHandler: app.requireUser,
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const order = await orderOf(request, request.params.id);
      if (order.status !== 'paid') throw notFound('Aucun reçu : cette commande n’est pas payée.');
      const view = await orders.present(order);
      const pdf = await renderOrderReceiptPdf(view);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="recu-${view.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
