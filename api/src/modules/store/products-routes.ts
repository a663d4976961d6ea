import { getProduct, listProducts } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { ProductsRepository } from './products-repository';

export const PRODUCT_NOT_FOUND = 'Product not found.';

/** The store's shelves: filtered, sorted pages of products, and one product. */
export default async function productsRoutes(app: FastifyInstance): Promise<void> {
  const products = new ProductsRepository(app.db, app.media);

  route(app, listProducts, async (request) => products.list({ ...request.query, limit: request.query.limit ?? 50 }));

  route(app, getProduct, async (request) => {
    const product = await products.find(request.params.id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  });
}
