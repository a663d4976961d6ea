import type { FastifyInstance } from 'fastify';
import becomeCreatorRoutes from './become-creator-routes';
import episodeRoutes from './episode-routes';
import podcastRoutes from './podcast-routes';

/** The podcast creator: becoming one, then a creator's podcasts and episodes, from draft to published. */
export default async function podcastCreatorModule(app: FastifyInstance): Promise<void> {
  await app.register(becomeCreatorRoutes);
  await app.register(podcastRoutes);
  await app.register(episodeRoutes);
}
