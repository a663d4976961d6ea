import { quoteCart } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../../auth/optional-user';
import { route } from '../../http/route';
import { CartPricing } from './cart-pricing';

/** The cart as the server will charge it, for anyone (a signed-in Premium member gets the store discount). */
export default async function cartRoutes(app: FastifyInstance): Promise<void> {
  const pricing = new CartPricing(app.db);

  route(app, quoteCart, async (request) => {
    const user = await optionalUser(app, request);
    return (await pricing.price(request.body, user?.id ?? null)).quote;
  });
}
