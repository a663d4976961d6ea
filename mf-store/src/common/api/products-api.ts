import { apiRead, http } from '@kora/shared';
import type { Product, ProductListQuery } from '@kora/shared/contracts';

/** Every cached product read starts with this segment: an order refreshes them all (stock). */
export const PRODUCTS_QUERY_ROOT = 'products';

/** The store's public product calls. */
export const productsApi = {
  list: (query: ProductListQuery, signal?: AbortSignal) =>
    http.get<Product[]>('/products', { query: { ...query }, signal }),
  product: (id: number | string, signal?: AbortSignal) => http.get<Product>(`/products/${id}`, { signal }),
};

/** Query options of the product reads several screens share. */
export const productQueries = {
  /** The first `limit` products in the store's own order (the home strip, the product page's recommendations). */
  first: (limit: number) =>
    apiRead([PRODUCTS_QUERY_ROOT, 'first', { limit }], (signal) => productsApi.list({ limit }, signal)),
  detail: (id: string) => apiRead([PRODUCTS_QUERY_ROOT, 'detail', id], (signal) => productsApi.product(id, signal)),
};
