import type { APIRequestContext } from '@playwright/test';
import { ORIGINS } from './site';

export interface ProductOnSale {
  id: number;
  title: string;
  price: number;
  stock: number;
}

/**
 * The products the store shows first (featured first) with stock to spare.
 *
 * A payment that is not finished (abandoned at the card step, declined, or by mobile money) holds its
 * stock for 15 minutes, and the next checkout on any flow gives it back. So a flow that counts stock
 * takes the first of these, and a flow that leaves stock held takes `productToHold`: never the same one.
 */
export async function productsInStock(request: APIRequestContext): Promise<ProductOnSale[]> {
  const response = await request.get(`${ORIGINS.api}/api/products`, { params: { limit: 8, sort: 'featured' } });
  return ((await response.json()) as ProductOnSale[]).filter((product) => product.stock >= 3);
}

/** The product for a flow that leaves its stock held: the last of `productsInStock`, which no flow counts. */
export async function productToHold(request: APIRequestContext): Promise<ProductOnSale> {
  const products = await productsInStock(request);
  if (products.length < 3) throw new Error('the demo store has fewer than three products in stock');
  return products[products.length - 1];
}

export async function stockOf(request: APIRequestContext, id: number): Promise<number> {
  return ((await (await request.get(`${ORIGINS.api}/api/products/${id}`)).json()) as ProductOnSale).stock;
}
