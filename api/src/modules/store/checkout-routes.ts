import {
  CheckoutConflictSchema,
  CreatePaymentIntentRequestSchema,
  CreatePaymentIntentResponseSchema,
  type CreatePaymentIntentRequest,
} from '@kora/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { errorBody, unauthorized } from '../../http/errors';
import { bearer, errors } from '../../http/schemas';
import { OrdersRepository } from './orders-repository';
import { QuoteConflict, SIGN_IN_TO_ORDER, StoreCheckout } from './store-checkout';

/** `POST /create-payment-intent`: reserves the cart's stock and opens its payment. */
export default async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const orders = new OrdersRepository(app.db, app.media, app.config.publicUrl);
  const checkout = new StoreCheckout(app.db, app.payments, orders);

  /** Before the body is checked: ordering needs a signed-in user first. */
  const requireBuyer = async (request: FastifyRequest) => {
    try {
      await app.requireUser(request);
    } catch {
      throw unauthorized(SIGN_IN_TO_ORDER);
    }
  };

  app.post<{ Body: CreatePaymentIntentRequest }>(
    '/create-payment-intent',
    {
      schema: {
        tags: ['store'],
        summary:
          'Prices the cart again, reserves its stock for 15 minutes in a pending order and opens the card payment',
        security: bearer,
        body: CreatePaymentIntentRequestSchema,
        response: {
          201: CreatePaymentIntentResponseSchema,
          409: CheckoutConflictSchema,
          ...errors(401, 422, 502),
        },
      },
      preValidation: requireBuyer,
    },
    async (request, reply) => {
      try {
        const intent = await checkout.createPaymentIntent(currentUser(request).id, request.body);
        return reply.code(201).send(intent);
      } catch (error) {
        if (!(error instanceof QuoteConflict)) throw error;
        return reply.code(409).send({ ...errorBody(409, error.message), quote: error.quote });
      }
    },
  );
}
