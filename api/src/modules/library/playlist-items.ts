import {
  PLAYLIST_MAX_ITEMS,
  type PlaylistItemKind,
  type PlaylistRemoveItemsRequest,
  type PlaylistReorderRequest,
} from '@kora/shared/contracts';
import type { Transaction } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/tables';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { closeGaps, moveRange, shiftFrom } from './playlist-positions';
import { PLAYLIST_NOT_FOUND } from './playlists-repository';

export const PLAYLIST_FULL = `Une playlist ne peut pas contenir plus de ${PLAYLIST_MAX_ITEMS.toLocaleString('fr-FR')} titres et épisodes.`;
export const STALE_SNAPSHOT =
  'La playlist a changé depuis que vous l’avez chargée : rien n’a été modifié. Rechargez-la, puis réessayez.';
export const POSITION_PAST_END = 'Cette position est au-delà de la fin de la playlist.';
export const RANGE_OUTSIDE = 'Ces positions sont en dehors de la playlist.';
export const SNAPSHOT_NEEDED =
  'Pour retirer un élément à une position, indiquez la version de la playlist (snapshotId).';
export const notAtPosition = (position: number) => `L’élément indiqué n’est pas à la position ${position}.`;

/** 412: the change was sent against an older version of the playlist; `snapshotId` is the current one. */
export class StaleSnapshot extends HttpError {
  constructor(readonly snapshotId: string) {
    super(412, STALE_SNAPSHOT);
  }
}

/** An item to add, already known to be public, with the title it is kept under. */
export interface NewPlaylistItem {
  kind: PlaylistItemKind;
  id: number;
  title: string;
}

type Trx = Transaction<Database>;

const snapshotOf = (version: number) => String(version);

/**
 * Changes of a playlist's items. Each runs in a transaction that first moves the playlist's version on
 * (the owner's row only: another user's playlist is not found): that write holds the playlist until
 * commit, so concurrent changes apply one after the other and none is lost. A change sent with a
 * snapshot id that is no longer the current one is refused whole.
 */
export class PlaylistItems {
  constructor(private readonly db: Db) {}

  private async claim(trx: Trx, playlistId: number, userId: number): Promise<{ version: number; count: number }> {
    const row = await trx
      .updateTable('playlists')
      .set((eb) => ({ version: eb('version', '+', 1), updated_at: nowIso() }))
      .where('id', '=', playlistId)
      .where('user_id', '=', userId)
      .returning(['version', 'item_count'])
      .executeTakeFirst();
    if (!row) throw notFound(PLAYLIST_NOT_FOUND);
    return { version: row.version, count: row.item_count };
  }

  /** Throws StaleSnapshot when `snapshotId` is not the version the claim moved on from. */
  private expect(version: number, snapshotId: string): void {
    const current = snapshotOf(version - 1);
    if (snapshotId !== current) throw new StaleSnapshot(current);
  }

  private async setCount(trx: Trx, playlistId: number, count: number): Promise<void> {
    await trx.updateTable('playlists').set({ item_count: count }).where('id', '=', playlistId).execute();
  }

  /** Appends the items, or inserts them at `position`; answers the new snapshot id. */
  add(playlistId: number, userId: number, items: readonly NewPlaylistItem[], position?: number): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const { version, count } = await this.claim(trx, playlistId, userId);
      if (count + items.length > PLAYLIST_MAX_ITEMS) throw conflict(PLAYLIST_FULL);
      const at = position ?? count;
      if (at > count) throw badRequest(POSITION_PAST_END);
      if (at < count) await shiftFrom(trx, playlistId, at, items.length);
      const addedAt = nowIso();
      await trx
        .insertInto('playlist_items')
        .values(
          items.map((item, i) => ({
            playlist_id: playlistId,
            position: at + i,
            kind: item.kind,
            item_id: item.id,
            title: item.title,
            added_at: addedAt,
          })),
        )
        .execute();
      await this.setCount(trx, playlistId, count + items.length);
      return snapshotOf(version);
    });
  }

  /** Moves `rangeLength` items from `rangeStart` to before `insertBefore` (Spotify's reorder). */
  reorder(playlistId: number, userId: number, request: PlaylistReorderRequest): Promise<string> {
    const { rangeStart, insertBefore, rangeLength = 1, snapshotId } = request;
    return this.db.transaction().execute(async (trx) => {
      const { version, count } = await this.claim(trx, playlistId, userId);
      this.expect(version, snapshotId);
      if (rangeStart + rangeLength > count || insertBefore > count) throw badRequest(RANGE_OUTSIDE);
      await moveRange(trx, playlistId, { start: rangeStart, length: rangeLength, before: insertBefore });
      return snapshotOf(version);
    });
  }

  /**
   * Removes every occurrence of each item, or only the one at its `position` (which must then hold it,
   * in the version `snapshotId` names).
   */
  remove(playlistId: number, userId: number, { items, snapshotId }: PlaylistRemoveItemsRequest): Promise<string> {
    const positioned = items.filter((item) => item.position !== undefined);
    if (positioned.length > 0 && snapshotId === undefined) throw badRequest(SNAPSHOT_NEEDED);
    return this.db.transaction().execute(async (trx) => {
      const { version, count } = await this.claim(trx, playlistId, userId);
      if (snapshotId !== undefined) this.expect(version, snapshotId);
      const positions = positioned.map((item) => item.position as number);
      const held =
        positions.length === 0
          ? []
          : await trx
              .selectFrom('playlist_items')
              .select(['position', 'kind', 'item_id'])
              .where('playlist_id', '=', playlistId)
              .where('position', 'in', positions)
              .execute();
      for (const item of positioned) {
        const there = held.find((row) => row.position === item.position);
        if (!there || there.kind !== item.kind || there.item_id !== item.id) {
          throw badRequest(notAtPosition(item.position as number));
        }
      }
      let removed = 0;
      if (positions.length > 0) {
        const result = await trx
          .deleteFrom('playlist_items')
          .where('playlist_id', '=', playlistId)
          .where('position', 'in', positions)
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      for (const item of items.filter((entry) => entry.position === undefined)) {
        const result = await trx
          .deleteFrom('playlist_items')
          .where('playlist_id', '=', playlistId)
          .where('kind', '=', item.kind)
          .where('item_id', '=', item.id)
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      if (removed > 0) {
        await closeGaps(trx, playlistId);
        await this.setCount(trx, playlistId, count - removed);
      }
      return snapshotOf(version);
    });
  }
}
