import { listProfileOrders } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { route } from '../../http/route';
import { ordersOfUser } from './orders-repository';

/** The profile's Commandes tab. */
export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  route(app, listProfileOrders, async (request) => ordersOfUser(app.db, currentUser(request).id));
}
