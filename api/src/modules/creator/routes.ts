import type { FastifyInstance } from 'fastify';
import artistRoutes from './artist-routes';
import releaseCreatorRoutes from './release-creator-routes';

/** Creator tools for artists: release creation and management, the artist dashboard. */
export default async function creatorModule(app: FastifyInstance): Promise<void> {
  await app.register(releaseCreatorRoutes);
  await app.register(artistRoutes);
}
