import { Type, type Static } from 'typebox';
import { LimitSchema, Nullable, PriceProperties } from './schema-kit';

/** Store (catalogue-and-commerce.md §3, §7). */

export const ProductImageSchema = Type.Object({ url: Type.String() });
export type ProductImage = Static<typeof ProductImageSchema>;

/** `GET /api/products` items and `GET /api/products/{id}`. */
export const ProductSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    title: Type.String({ description: 'Same as name, for store cards.' }),
    slug: Type.String(),
    description: Nullable(Type.String({ description: 'HTML.' })),
    category: Nullable(Type.String()),
    stock: Type.Integer(),
    images: Type.Array(ProductImageSchema),
    image: Nullable(Type.String({ description: 'The first image, or null.' })),
    isNew: Type.Boolean({ description: 'Added in the last 30 days.' }),
    createdAt: Type.String(),
    ...PriceProperties,
  },
  { $id: 'Product' },
);
export type Product = Static<typeof ProductSchema>;

/** `GET /api/products` query: newest first. */
export const ProductListQuerySchema = Type.Object({
  limit: Type.Optional(LimitSchema(50)),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'The name contains it (case-insensitive).' })),
  category: Type.Optional(Type.String({ maxLength: 60 })),
});
export type ProductListQuery = Static<typeof ProductListQuerySchema>;
