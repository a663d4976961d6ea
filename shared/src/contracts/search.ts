import { Type, type Static } from 'typebox';
import { LimitSchema, MediaUrlSchema, Nullable, OffsetSchema } from './schema-kit';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_TYPES } from './search-terms';

/**
 * Site search: one box finds every published thing a visitor may open. Matching ignores accents and
 * case, treats the last word as a prefix while typing and forgives one typo in words of five letters
 * or more.
 */

export * from './search-terms';

export const SearchTypeSchema = Type.Enum(SEARCH_TYPES);

/** Where the query matched in a text: `length` characters from `start` (UTF-16 indices of the shown text). */
export const SearchMatchSchema = Type.Object({
  start: Type.Integer({ minimum: 0 }),
  length: Type.Integer({ minimum: 1 }),
});
export type SearchMatch = Static<typeof SearchMatchSchema>;

/** One thing found. The page to open follows from `type` and `id` (the route table names it). */
export const SearchHitSchema = Type.Object({
  type: SearchTypeSchema,
  id: Type.Integer(),
  title: Type.String(),
  /** The artist of a release or track, the place and date of an event, the podcast of an episode… */
  subtitle: Nullable(Type.String()),
  imageUrl: MediaUrlSchema,
  /** Tracks only: the release the track is on, whose page shows it. */
  releaseId: Type.Optional(Type.Integer()),
  /** Events only: it has begun, or is over (suggested all the same, marked as such). */
  past: Type.Optional(Type.Boolean()),
  titleMatches: Type.Array(SearchMatchSchema),
  subtitleMatches: Type.Array(SearchMatchSchema),
});
export type SearchHit = Static<typeof SearchHitSchema>;

const SearchTextSchema = Type.String({ maxLength: SEARCH_MAX_QUERY_LENGTH });

/** `GET /api/search?q=&types=&limit=&offset=`: full results, grouped by type. */
export const SearchQuerySchema = Type.Object({
  q: SearchTextSchema,
  /** Repeated: ?types=releases&types=artists; every type when absent. */
  types: Type.Optional(Type.Array(SearchTypeSchema, { maxItems: SEARCH_TYPES.length })),
  /** Items per group. */
  limit: Type.Optional(LimitSchema(20, 50)),
  /** Items to skip in each group (paging inside one tab). */
  offset: Type.Optional(OffsetSchema),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;

export const SearchGroupSchema = Type.Object({
  type: SearchTypeSchema,
  /** Everything this type matches, for the tab's count and paging. */
  total: Type.Integer({ minimum: 0 }),
  items: Type.Array(SearchHitSchema),
});
export type SearchGroup = Static<typeof SearchGroupSchema>;

/** Groups in SEARCH_TYPES order, one per asked type, empty ones included (total 0). */
export const SearchResponseSchema = Type.Object({ query: Type.String(), groups: Type.Array(SearchGroupSchema) });
export type SearchResponse = Static<typeof SearchResponseSchema>;

/** `GET /api/search/suggest?q=&limit=`: the best few things of any type, for the header's box. */
export const SearchSuggestQuerySchema = Type.Object({ q: SearchTextSchema, limit: Type.Optional(LimitSchema(8, 20)) });
export type SearchSuggestQuery = Static<typeof SearchSuggestQuerySchema>;

export const SearchSuggestResponseSchema = Type.Object({ query: Type.String(), items: Type.Array(SearchHitSchema) });
export type SearchSuggestResponse = Static<typeof SearchSuggestResponseSchema>;
