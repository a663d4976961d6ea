import { SEARCH_TYPES } from '@kora/shared/contracts';
import { searchSite, suggestSearch } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { searchIndexFor } from './search-index-for';
import { SearchHits } from './search-hits';
import { readSearchText } from './search-text';

/** Site search: full results grouped by type, and the header box's suggestions. */
export default async function searchModule(app: FastifyInstance): Promise<void> {
  const index = searchIndexFor(app.db);
  const hits = new SearchHits(app.media);

  route(app, searchSite, async (request) => {
    const { q, types, limit = 20, offset = 0 } = request.query;
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
  });

  route(app, suggestSearch, async (request) => {
    const { q, limit = 8 } = request.query;
    const text = readSearchText(q);
    if (!text) return { query: q.trim(), items: [] };
    const { spellings, documents } = await index.suggest(text, limit);
    return { query: q.trim(), items: documents.map((document) => hits.hit(document, spellings)) };
  });
}
