import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { bearer, errors, num, int, str } from '../../http/schemas';
import { ordersOfUser } from './orders-repository';

const ordersSchema = {
  tags: ['accounts'],
  summary: "The signed-in user's orders, purchases and tickets, newest first",
  security: bearer,
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: str,
          kind: str,
          description: str,
          status: str,
          price: num,
          priceMinor: int,
          currency: str,
          createdAt: str,
        },
      },
    },
    ...errors(401),
  },
} as const;

/** The profile's Commandes tab. */
export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  app.get('/profile/orders', { schema: ordersSchema, preHandler: app.requireUser }, async (request) =>
    ordersOfUser(app.db, currentUser(request).id),
  );
}
