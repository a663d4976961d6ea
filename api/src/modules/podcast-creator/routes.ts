import type { FastifyInstance } from 'fastify';
import episodeRoutes from './episode-routes';
import podcastRoutes from './podcast-routes';

/** The podcast creator: a creator's podcasts and episodes, from draft to published. */
export default async function podcastCreatorModule(app: FastifyInstance): Promise<void> {
  await app.register(podcastRoutes);
  await app.register(episodeRoutes);
}
