import { confirmOrder, getOrder, getOrderReceipt } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { paymentDetailsOfSession } from '../../payments/mobile-money-details';
import { OrdersRepository } from './orders-repository';
import { SIGN_IN_TO_ORDER } from './store-checkout';

export const ORDER_NOT_FOUND = 'Commande introuvable.';
export const PAYMENT_NOT_CONFIRMED = 'Paiement non confirmé.';
export const ORDER_REFUNDED =
  "Votre paiement a été remboursé : un article n'était plus disponible au moment de la confirmation.";

/** Store orders: answered once the provider confirmed the payment, read back, and their PDF receipt. */
export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const orders = new OrdersRepository(app.db, app.media, app.config.publicUrl);
  const userId = (request: FastifyRequest) => currentUser(request).id;

  const orderOf = async (request: FastifyRequest, orderId: number) => {
    const order = await orders.findOfUser(userId(request), orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  };

  route(
    app,
    confirmOrder,
    async (request) => {
      const order = await orders.findByPaymentIntent(request.body.paymentIntentId);
      if (!order || order.user_id !== userId(request)) throw notFound(ORDER_NOT_FOUND);
      if (order.status === 'refunded') throw conflict(ORDER_REFUNDED);
      if (order.status !== 'paid') throw conflict(PAYMENT_NOT_CONFIRMED);
      return orders.present(order);
    },
    { signInMessage: SIGN_IN_TO_ORDER },
  );

  // The order as read back and on its receipt, with how it was paid.
  const presentWithPayment = async (order: Awaited<ReturnType<typeof orderOf>>) => ({
    ...(await orders.present(order)),
    ...(await paymentDetailsOfSession(app.db, order.payment_session_id)),
  });

  route(app, getOrder, async (request) => presentWithPayment(await orderOf(request, request.params.id)));

  route(
    app,
    getOrderReceipt,
    async (request, reply) => {
      const order = await orderOf(request, request.params.id);
      if (order.status !== 'paid') throw notFound('Aucun reçu : cette commande n’est pas payée.');
      const view = await presentWithPayment(order);
      // PDFKit is loaded by the first receipt asked for, not by every start of the API.
      const { renderOrderReceiptPdf } = await import('./order-receipt-pdf');
      const pdf = await renderOrderReceiptPdf(view);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="recu-${view.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
    { exposeHeadRoute: false },
  );
}
