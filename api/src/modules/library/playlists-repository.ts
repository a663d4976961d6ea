import type { PlaylistCreateRequest, PlaylistUpdateRequest } from '@kora/shared/contracts';
import type { Updateable } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Db } from '../../db/connection';
import type { PlaylistRow, PlaylistsTable } from '../../db/tables';
import { playlistsUsed, roomFor } from './plan-limits';
import { lockUserLibrary } from './user-lock';

export const PLAYLIST_NOT_FOUND = 'Playlist introuvable.';

export type PlaylistWithOwner = PlaylistRow & { owner_name: string };

const cleanDescription = (text: string | null | undefined) => text?.trim() || null;

/** Playlists and their owners. Changes are scoped to the owner: another user's playlist is not found. */
export class PlaylistsRepository {
  constructor(private readonly db: Db) {}

  private withOwner() {
    return this.db
      .selectFrom('playlists')
      .innerJoin('users', 'users.id', 'playlists.user_id')
      .selectAll('playlists')
      .select('users.username as owner_name');
  }

  /**
   * A new playlist of the user, counted against `limit` in the transaction that inserts it, so parallel
   * creations never pass the limit together. Null when the plan has no room for one more.
   */
  async create(userId: number, request: PlaylistCreateRequest, limit: number): Promise<PlaylistWithOwner | null> {
    const id = await this.db.transaction().execute(async (trx) => {
      await lockUserLibrary(trx, userId);
      if (!roomFor(await playlistsUsed(trx, userId), limit)) return null;
      const now = nowIso();
      const row = await trx
        .insertInto('playlists')
        .values({
          user_id: userId,
          name: request.name.trim(),
          description: cleanDescription(request.description),
          public: request.public ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return id === null ? null : ((await this.find(id)) ?? null);
  }

  /** Most recently changed first. */
  ofOwner(userId: number): Promise<PlaylistWithOwner[]> {
    return this.withOwner()
      .where('playlists.user_id', '=', userId)
      .orderBy('playlists.updated_at', 'desc')
      .orderBy('playlists.id', 'desc')
      .execute();
  }

  find(id: number): Promise<PlaylistWithOwner | undefined> {
    return this.withOwner().where('playlists.id', '=', id).executeTakeFirst();
  }

  /** Renames it, changes its description or visibility: a new version. False when the user has no such playlist. */
  async update(id: number, userId: number, request: PlaylistUpdateRequest): Promise<boolean> {
    const changes: Updateable<PlaylistsTable> = {};
    if (request.name !== undefined) changes.name = request.name.trim();
    if (request.description !== undefined) changes.description = cleanDescription(request.description);
    if (request.public !== undefined) changes.public = request.public ? 1 : 0;
    const result = await this.db
      .updateTable('playlists')
      .set((eb) => ({ ...changes, version: eb('version', '+', 1), updated_at: nowIso() }))
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes it with its items. False when the user has no such playlist. */
  async remove(id: number, userId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('playlists')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
