import { ProductListQuerySchema, ProductSchema, type Product, type ProductListQuery } from '@kora/shared/contracts';
import { Type } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import type { ProductRow } from '../../db/tables';
import { containsPattern } from '../../db/search';
import { notFound } from '../../http/errors';
import { priceOf } from '../../http/money';
import { errors, idParams, type IdParams } from '../../http/schemas';
import type { MediaUrls } from '../../media/urls';

const NEW_FOR_DAYS = 30;


async function imagesOf(db: Db, productIds: number[]): Promise<Map<number, string[]>> {
  const byProduct = new Map<number, string[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'path'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) byProduct.get(row.product_id)?.push(row.path);
  return byProduct;
}

function presentProduct(row: ProductRow, images: string[], media: MediaUrls, now: number): Product {
  const urls = images.map((path) => media.url(path)).filter((url): url is string => url !== null);
  return {
    id: row.id,
    name: row.name,
    title: row.name,
    slug: row.slug,
    description: row.description,
    category: row.category,
    stock: row.stock,
    images: urls.map((url) => ({ url })),
    image: urls[0] ?? null,
    isNew: now - Date.parse(row.created_at) < NEW_FOR_DAYS * 24 * 60 * 60 * 1000,
    createdAt: row.created_at,
    ...priceOf(row.price_minor, row.currency),
  };
}

/** Store products: list (newest first, optional search and category) and detail. */
export default async function storeModule(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ProductListQuery & { limit: number } }>(
    '/products',
    {
      schema: {
        tags: ['store'],
        summary: 'Products, newest first',
        querystring: ProductListQuerySchema,
        response: { 200: Type.Array(ProductSchema), ...errors(400) },
      },
    },
    async (request) => {
      const { limit, search, category } = request.query;
      let query = app.db.selectFrom('products').selectAll();
      const term = search?.trim().toLowerCase();
      if (term) query = query.where((eb) => eb(eb.fn('lower', ['name']), 'like', containsPattern(term)));
      if (category) query = query.where((eb) => eb(eb.fn('lower', ['category']), '=', category.toLowerCase()));
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      const images = await imagesOf(
        app.db,
        rows.map((row) => row.id),
      );
      const now = Date.now();
      return rows.map((row) => presentProduct(row, images.get(row.id) ?? [], app.media, now));
    },
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
      const row = await app.db
        .selectFrom('products')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound('Product not found.');
      const images = await imagesOf(app.db, [row.id]);
      return presentProduct(row, images.get(row.id) ?? [], app.media, Date.now());
    },
  );
}
