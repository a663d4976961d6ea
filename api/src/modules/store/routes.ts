import type { FastifyInstance } from 'fastify';
import cartRoutes from './cart-routes';
import checkoutRoutes from './checkout-routes';
import { registerOrderFulfilment } from './order-fulfilment';
import ordersRoutes from './orders-routes';
import productsRoutes from './products-routes';

/** The store (catalogue-and-commerce.md §2 Store and /cart, §7 Store): products, cart, checkout, orders. */
export default async function storeModule(app: FastifyInstance): Promise<void> {
  registerOrderFulfilment(app.payments, app.db, app.log, app.config.currency);
  app.register(productsRoutes);
  app.register(cartRoutes);
  app.register(checkoutRoutes);
  app.register(ordersRoutes);
}
