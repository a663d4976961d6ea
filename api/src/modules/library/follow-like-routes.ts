import {
  followArtist,
  likeTrack,
  listFollowedArtists,
  listLikedTracks,
  unfollowArtist,
  unlikeTrack,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { route } from '../../http/route';
import { ArtistsRepository } from '../catalogue/artists-repository';
import { CataloguePresenter } from '../catalogue/presenters';
import { publishedTracks } from '../catalogue/tracks-query';
import type { Favourites } from './favourites';

/** Keeps rows in the order of `ids` (newest favourite first), leaving out those not found. */
function inOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Following an artist is its favourite of kind `artists`, liking a track its favourite of kind `tracks`. */
export default async function followLikeRoutes(app: FastifyInstance, { favourites }: { favourites: Favourites }) {
  const artists = new ArtistsRepository(app.db);
  const present = new CataloguePresenter(app.media);
  const userId = (request: FastifyRequest) => currentUser(request).id;

  route(app, listFollowedArtists, async (request) => {
    const ids = await favourites.idsOf(userId(request), 'artists');
    return inOrder(ids, await artists.byIds(ids)).map((row) => present.artistSummary(row));
  });

  route(app, followArtist, async (request) => favourites.keep(userId(request), 'artists', request.params.id));

  route(app, unfollowArtist, async (request, reply) => {
    await favourites.drop(userId(request), 'artists', request.params.id);
    return reply.code(204).send(null);
  });

  route(app, listLikedTracks, async (request) => {
    const ids = await favourites.idsOf(userId(request), 'tracks');
    return inOrder(ids, await publishedTracks(app.db, ids)).map((row) => present.track(row, row));
  });

  route(app, likeTrack, async (request) => favourites.keep(userId(request), 'tracks', request.params.id));

  route(app, unlikeTrack, async (request, reply) => {
    await favourites.drop(userId(request), 'tracks', request.params.id);
    return reply.code(204).send(null);
  });
}
