import { endpointKey, http, prefetchPagedQuery, usePagedQuery, type PageRequest } from '@kora/shared';
import { listProducts } from '@kora/shared/contracts/endpoints';
import type { ScreenAddress } from '@kora/shared/remote-app';
import {
  GENRES,
  PRODUCT_ARTIST_FILTERS,
  PRODUCT_SORTS,
  type Product,
  type ProductListQuery,
  type ProductSort,
} from '@kora/shared/contracts';

/** Spec §9: the store shows 8 products a page. */
export const STORE_PAGE_SIZE = 8;

export const GENRE_CHOICES = ['all', ...GENRES] as const;
export type GenreChoice = (typeof GENRE_CHOICES)[number];
export const ARTIST_CHOICES = PRODUCT_ARTIST_FILTERS;
export type ArtistChoice = (typeof ARTIST_CHOICES)[number];
export const SORT_CHOICES = PRODUCT_SORTS;
export const DEFAULT_SORT: ProductSort = 'featured';

export interface StoreFilters {
  search: string;
  genre: GenreChoice;
  artist: ArtistChoice;
  sort: ProductSort;
}

/** The API's query for the filters: 'all' is no filter at all. */
function listQuery({ search, genre, artist, sort }: StoreFilters): ProductListQuery {
  return {
    sort,
    ...(search ? { search } : {}),
    ...(genre !== 'all' ? { genre } : {}),
    ...(artist !== 'all' ? { artist } : {}),
  };
}

/** What /store shows when its address makes no choice. */
export const DEFAULT_STORE_FILTERS: StoreFilters = { search: '', genre: 'all', artist: 'all', sort: DEFAULT_SORT };

const productList = (filters: StoreFilters) =>
  [
    [...endpointKey(listProducts), filters],
    STORE_PAGE_SIZE,
    ({ offset, limit, signal }: PageRequest) =>
      http.call(listProducts, { query: { ...listQuery(filters), limit, offset } }, { signal }),
  ] as const;

/** /store's products, page by page: another search, filter or sort starts again from the first page. */
export function useProductList(filters: StoreFilters) {
  return usePagedQuery<Product>(...productList(filters));
}

/** The first page of /store opened without choices, asked for with the screen's code. */
export function prefetchProductList({ search }: ScreenAddress) {
  return search.toString() === '' ? prefetchPagedQuery<Product>(...productList(DEFAULT_STORE_FILTERS)) : undefined;
}
