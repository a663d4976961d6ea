/** Search's plain values, without the schema library: the shell's header box needs them on every page. */

/** The kinds of things search finds, in the order their groups are shown. */
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

/** Queries shorter than this (after trimming) answer no results rather than everything. */
export const SEARCH_MIN_QUERY_LENGTH = 2;
export const SEARCH_MAX_QUERY_LENGTH = 100;
