import type { FastifyInstance } from 'fastify';
import artistsRoutes from './artists-routes';
import newsRoutes from './news-routes';
import podcastsRoutes from './podcasts-routes';
import releasesRoutes from './releases-routes';

/** Catalogue: releases, artists, podcasts and episodes, news, partners, banners. */
export default async function catalogueModule(app: FastifyInstance): Promise<void> {
  await app.register(releasesRoutes);
  await app.register(artistsRoutes);
  await app.register(podcastsRoutes);
  await app.register(newsRoutes);
}
