import {
  SEARCH_TYPES,
  SearchQuerySchema,
  SearchResponseSchema,
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
  type SearchQuery,
  type SearchResponse,
  type SearchSuggestQuery,
  type SearchSuggestResponse,
} from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../http/schemas';
import { searchIndexFor } from './search-index-for';
import { SearchHits } from './search-hits';
import { readSearchText } from './search-text';

const tags = ['search'];

/** Site search: full results grouped by type, and the header box's suggestions. */
export default async function searchModule(app: FastifyInstance): Promise<void> {
  const index = searchIndexFor(app.db);
  const hits = new SearchHits(app.media);

  app.get<{ Querystring: SearchQuery & { limit: number; offset: number } }>(
    '/search',
    {
      schema: {
        tags,
        summary: 'Everything a visitor may open that matches the query, grouped by type, best matches first',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, ...errors(400) },
      },
    },
    async (request): Promise<SearchResponse> => {
      const { q, types, limit, offset } = request.query;
      const asked = SEARCH_TYPES.filter((type) => !types || types.includes(type));
      const text = readSearchText(q);
      if (!text || asked.length === 0) {
        return { query: q.trim(), groups: asked.map((type) => ({ type, total: 0, items: [] })) };
      }
      const { spellings, groups } = await index.search(text, asked, { limit, offset });
      return {
        query: q.trim(),
        groups: groups.map(({ type, total, documents }) => ({
          type,
          total,
          items: documents.map((document) => hits.hit(document, spellings)),
        })),
      };
    },
  );

  app.get<{ Querystring: SearchSuggestQuery & { limit: number } }>(
    '/search/suggest',
    {
      schema: {
        tags,
        summary: 'The best few things of any type for a query being typed (the last word as a prefix)',
        querystring: SearchSuggestQuerySchema,
        response: { 200: SearchSuggestResponseSchema, ...errors(400) },
      },
    },
    async (request): Promise<SearchSuggestResponse> => {
      const { q, limit } = request.query;
      const text = readSearchText(q);
      if (!text) return { query: q.trim(), items: [] };
      const { spellings, documents } = await index.suggest(text, limit);
      return { query: q.trim(), items: documents.map((document) => hits.hit(document, spellings)) };
    },
  );
}
