import {
  createPlaylist,
  deletePlaylist,
  getPlaylist,
  listMyPlaylists,
  updatePlaylist,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionalUser } from '../../auth/optional-user';
import { currentUser } from '../../auth/plugin';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { libraryLimits, playlistLimitReached } from './plan-limits';
import { PlaylistContents } from './playlist-contents';
import { PLAYLIST_NOT_FOUND, PlaylistsRepository, type PlaylistWithOwner } from './playlists-repository';

/** Playlists: the owner's list, creation within the plan's limit, a public one for anyone, changes by the owner. */
export default async function playlistRoutes(app: FastifyInstance): Promise<void> {
  const playlists = new PlaylistsRepository(app.db);
  const contents = new PlaylistContents(app.db, app.media);
  const userId = (request: FastifyRequest) => currentUser(request).id;

  /** The owner's playlist, or 404 as for one that does not exist. */
  const owned = async (id: number, user: number): Promise<PlaylistWithOwner> => {
    const row = await playlists.find(id);
    if (!row || row.user_id !== user) throw notFound(PLAYLIST_NOT_FOUND);
    return row;
  };

  route(app, listMyPlaylists, async (request) => contents.summaries(await playlists.ofOwner(userId(request))));

  route(app, createPlaylist, async (request) => {
    const user = userId(request);
    const { playlists: limit } = await libraryLimits(app.db, user);
    const row = await playlists.create(user, request.body, limit);
    if (!row) throw playlistLimitReached(limit);
    return contents.summaryOf(row);
  });

  route(app, getPlaylist, async (request) => {
    const viewer = await optionalUser(app, request);
    const row = await playlists.find(request.params.id);
    // A private playlist is answered to anyone else exactly as a missing one.
    if (!row || (row.public !== 1 && row.user_id !== viewer?.id)) throw notFound(PLAYLIST_NOT_FOUND);
    return contents.detail(row, viewer?.id ?? null);
  });

  route(app, updatePlaylist, async (request) => {
    const user = userId(request);
    if (!(await playlists.update(request.params.id, user, request.body))) throw notFound(PLAYLIST_NOT_FOUND);
    return contents.summaryOf(await owned(request.params.id, user));
  });

  route(app, deletePlaylist, async (request, reply) => {
    if (!(await playlists.remove(request.params.id, userId(request)))) throw notFound(PLAYLIST_NOT_FOUND);
    return reply.code(204).send(null);
  });
}
