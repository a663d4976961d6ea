import { CartQuoteRequestSchema, CartQuoteSchema, type CartQuoteRequest } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../../auth/optional-user';
import { errors } from '../../http/schemas';
import { CartPricing } from './cart-pricing';

/** The cart as the server will charge it, for anyone (a signed-in Premium member gets the store discount). */
export default async function cartRoutes(app: FastifyInstance): Promise<void> {
  const pricing = new CartPricing(app.db);

  app.post<{ Body: CartQuoteRequest }>(
    '/cart/quote',
    {
      schema: {
        tags: ['store'],
        summary: "Prices a cart: each line's problem, Premium's discount, the promo code, the total",
        body: CartQuoteRequestSchema,
        response: { 200: CartQuoteSchema, ...errors(422) },
      },
    },
    async (request) => {
      const user = await optionalUser(app, request);
      return (await pricing.price(request.body, user?.id ?? null)).quote;
    },
  );
}
