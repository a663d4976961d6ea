import type { FastifyInstance } from 'fastify';
import favouriteRoutes from './favourite-routes';
import { Favourites } from './favourites';
import followLikeRoutes from './follow-like-routes';
import playlistItemRoutes from './playlist-item-routes';
import playlistRoutes from './playlist-routes';

/** The listener's library: playlists, favourites on the account, follows and likes. */
export default async function libraryModule(app: FastifyInstance): Promise<void> {
  const favourites = new Favourites(app.db, app.media);
  await app.register(playlistRoutes);
  await app.register(playlistItemRoutes);
  await app.register(favouriteRoutes, { favourites });
  await app.register(followLikeRoutes, { favourites });
}
