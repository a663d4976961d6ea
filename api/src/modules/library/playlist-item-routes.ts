import type { PlaylistEntry } from '@kora/shared/contracts';
import { addPlaylistItems, removePlaylistItems, reorderPlaylistItems } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { errorBody, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { NOT_FOUND_OF_KIND } from './favourites';
import { KIND_OF_PLAYLIST_ITEM, lookUpPlaylistEntries } from './item-lookup';
import { PlaylistItems, StaleSnapshot, type NewPlaylistItem } from './playlist-items';

/** Adding, moving and removing a playlist's items; each answers the playlist's new snapshot id. */
export default async function playlistItemRoutes(app: FastifyInstance): Promise<void> {
  const items = new PlaylistItems(app.db);
  const userId = (request: FastifyRequest) => currentUser(request).id;

  /** The entries with their titles, or 404 for the first that visitors may not play. */
  const publicEntries = async (entries: readonly PlaylistEntry[]): Promise<NewPlaylistItem[]> => {
    const find = await lookUpPlaylistEntries(app.db, entries);
    return entries.map((entry) => {
      const item = find(entry.kind, entry.id);
      if (!item?.available) throw notFound(NOT_FOUND_OF_KIND[KIND_OF_PLAYLIST_ITEM[entry.kind]]);
      return { ...entry, title: item.title };
    });
  };

  /** A stale snapshot answers 412 with the current snapshot id beside the message. */
  const unlessStale = async (reply: FastifyReply, change: () => Promise<string>) => {
    try {
      return { snapshotId: await change() };
    } catch (error) {
      if (!(error instanceof StaleSnapshot)) throw error;
      return reply.code(412).send({ ...errorBody(412, error.message), snapshotId: error.snapshotId });
    }
  };

  route(app, addPlaylistItems, async (request) => {
    const entries = await publicEntries(request.body.items);
    return { snapshotId: await items.add(request.params.id, userId(request), entries, request.body.position) };
  });

  route(app, reorderPlaylistItems, async (request, reply) =>
    unlessStale(reply, () => items.reorder(request.params.id, userId(request), request.body)),
  );

  route(app, removePlaylistItems, async (request, reply) =>
    unlessStale(reply, () => items.remove(request.params.id, userId(request), request.body)),
  );
}
