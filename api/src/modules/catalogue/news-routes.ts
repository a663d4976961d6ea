import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { errors, idParams, limitQuery, type IdParams } from '../../http/schemas';
import { NewsRepository } from './news-repository';
import { CataloguePresenter } from './presenters';
import { arrayOf, articleSchema, bannerSchema, partnerSchema } from './schemas';

/** News articles, partners and home banners. */
export default async function newsRoutes(app: FastifyInstance): Promise<void> {
  const news = new NewsRepository(app.db);
  const present = new CataloguePresenter(app.media);

  app.get<{ Querystring: { limit: number; category?: string } }>(
    '/articles',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Published articles, newest first',
        querystring: {
          type: 'object',
          properties: { limit: limitQuery(50), category: { type: 'string', maxLength: 60 } },
        },
        response: { 200: arrayOf(articleSchema), ...errors(400) },
      },
    },
    async (request) =>
      (await news.listArticles(request.query.limit, request.query.category)).map((row) => present.article(row)),
  );

  app.get<{ Params: IdParams }>(
    '/articles/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One article',
        params: idParams,
        response: { 200: articleSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const article = await news.findArticle(request.params.id);
      if (!article) throw notFound('Article introuvable.');
      return present.article(article);
    },
  );

  app.get(
    '/partners',
    { schema: { tags: ['catalogue'], summary: 'Partners', response: { 200: arrayOf(partnerSchema) } } },
    async () => (await news.partners()).map((row) => present.partner(row)),
  );

  app.get(
    '/banners',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active home banners in order',
        response: { 200: arrayOf(bannerSchema) },
      },
    },
    async () => (await news.banners()).map((row) => present.banner(row)),
  );
}
