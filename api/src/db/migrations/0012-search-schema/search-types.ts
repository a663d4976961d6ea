/** The kinds of search documents when migration 0012 was written. */
export const SEARCH_TYPES = [
  'artists',
  'releases',
  'tracks',
  'events',
  'products',
  'podcasts',
  'episodes',
  'articles',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
