import type { MediaUrl, Price } from './common';

/** Store (catalogue-and-commerce.md §3, §7). */

export interface ProductImage {
  url: string;
}

/** `GET /api/products` items and `GET /api/products/{id}`. */
export interface Product extends Price {
  id: number;
  name: string;
  /** Same as name, for store cards. */
  title: string;
  slug: string;
  /** HTML. */
  description: string | null;
  category: string | null;
  stock: number;
  images: ProductImage[];
  /** The first image, or null. */
  image: MediaUrl;
  /** Added in the last 30 days. */
  isNew: boolean;
  createdAt: string;
}
