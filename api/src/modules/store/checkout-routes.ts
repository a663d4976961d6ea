import { createPaymentIntent } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { errorBody } from '../../http/errors';
import { route } from '../../http/route';
import { OrdersRepository } from './orders-repository';
import { QuoteConflict, SIGN_IN_TO_ORDER, StoreCheckout } from './store-checkout';

/** `POST /create-payment-intent`: reserves the cart's stock and opens its payment. */
export default async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const orders = new OrdersRepository(app.db, app.media, app.config.publicUrl);
  const checkout = new StoreCheckout(app.db, app.payments, orders, app.config);

  route(
    app,
    createPaymentIntent,
    async (request, reply) => {
      try {
        const intent = await checkout.createPaymentIntent(currentUser(request).id, request.body);
        return reply.code(201).send(intent);
      } catch (error) {
        if (!(error instanceof QuoteConflict)) throw error;
        // The cart as now priced comes with the message: the 409 is sent as is, not as a plain error.
        return reply.code(409).send({ ...errorBody(409, error.message), quote: error.quote });
      }
    },
    { signInMessage: SIGN_IN_TO_ORDER },
  );
}
