import { apiRead, http } from '@kora/shared';
import type { Product } from '@kora/shared/contracts';

/** The store's products as the API lists them (the home's product strip). */
export const productsQuery = () =>
  apiRead(['products', 'list'], (signal) => http.get<Product[]>('/products', { signal }));
