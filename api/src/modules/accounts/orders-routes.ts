import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { OrdersResponseSchema } from '@kora/shared/contracts';
import { bearer, errors } from '../../http/schemas';
import { ordersOfUser } from './orders-repository';

const ordersSchema = {
  tags: ['accounts'],
  summary: "The signed-in user's orders, purchases and tickets, newest first",
  security: bearer,
  response: { 200: OrdersResponseSchema, ...errors(401) },
};

/** The profile's Commandes tab. */
export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  app.get('/profile/orders', { schema: ordersSchema, preHandler: app.requireUser }, async (request) =>
    ordersOfUser(app.db, currentUser(request).id),
  );
}
