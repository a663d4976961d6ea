import { getArticle, listArticles, listBanners, listPartners } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { NewsRepository } from './news-repository';
import { CataloguePresenter } from './presenters';

/** News articles, partners and home banners. */
export default async function newsRoutes(app: FastifyInstance): Promise<void> {
  const news = new NewsRepository(app.db);
  const present = new CataloguePresenter(app.media);

  route(app, listArticles, async (request) =>
    (await news.listArticles(request.query.limit ?? 50, request.query.category)).map((row) => present.article(row)),
  );

  route(app, getArticle, async (request) => {
    const article = await news.findArticle(request.params.id);
    if (!article) throw notFound('Article introuvable.');
    return present.article(article);
  });

  route(app, listPartners, async () => (await news.partners()).map((row) => present.partner(row)));

  route(app, listBanners, async () => (await news.banners()).map((row) => present.banner(row)));
}
