import type { FastifyInstance } from 'fastify';
import artistsRoutes from './artists-routes';
import commentsRoutes from './comments-routes';
import episodeEngagementRoutes from './episode-engagement-routes';
import listensRoutes from './listens-routes';
import newsRoutes from './news-routes';
import podcastsRoutes from './podcasts-routes';
import releasesRoutes from './releases-routes';

/** Catalogue: releases, artists, podcasts and episodes, news, partners, banners; comments, listens, ratings, viewers. */
export default async function catalogueModule(app: FastifyInstance): Promise<void> {
  await app.register(releasesRoutes);
  await app.register(artistsRoutes);
  await app.register(podcastsRoutes);
  await app.register(newsRoutes);
  await app.register(commentsRoutes);
  await app.register(listensRoutes);
  await app.register(episodeEngagementRoutes);
}
