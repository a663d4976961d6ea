import { ProductListQuerySchema, ProductSchema } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { errors, idParams, type IdParams } from '../../http/schemas';
import { ProductsRepository, type ProductPage } from './products-repository';

export const PRODUCT_NOT_FOUND = 'Product not found.';

/** The store's shelves: filtered, sorted pages of products, and one product. */
export default async function productsRoutes(app: FastifyInstance): Promise<void> {
  const products = new ProductsRepository(app.db, app.media);

  app.get<{ Querystring: ProductPage }>(
    '/products',
    {
      schema: {
        tags: ['store'],
        summary: 'Products: search, category, genre and artist filters, featured / popular / newest, paged',
        querystring: ProductListQuerySchema,
        response: { 200: Type.Array(ProductSchema), ...errors(400) },
      },
      config: { publicListCache: true },
    },
    async (request) => products.list(request.query),
  );

  app.get<{ Params: IdParams }>(
    '/products/:id',
    {
      schema: {
        tags: ['store'],
        summary: 'One product',
        params: idParams,
        response: { 200: ProductSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const product = await products.find(request.params.id);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return product;
    },
  );
}
