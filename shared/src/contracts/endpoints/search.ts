import type { Endpoint } from './endpoint';

/** Site search (see contracts/search.ts): full results grouped by type, and the header box's suggestions. */

export const searchSite = {
  area: 'search',
  method: 'GET',
  path: '/search',
  summary: 'Everything a visitor may open that matches the query, grouped by type, best matches first',
  access: 'visitor',
  schema: (s) => ({ query: s.SearchQuerySchema, response: s.SearchResponseSchema }),
} as const satisfies Endpoint;

export const suggestSearch = {
  area: 'search',
  method: 'GET',
  path: '/search/suggest',
  summary: 'The best few things of any type for a query being typed (the last word as a prefix)',
  access: 'visitor',
  schema: (s) => ({ query: s.SearchSuggestQuerySchema, response: s.SearchSuggestResponseSchema }),
} as const satisfies Endpoint;
