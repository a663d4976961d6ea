import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/tables';

/*
 * A playlist's items sit at positions 0…n-1, unique per playlist. The database checks that uniqueness
 * row by row as one UPDATE goes, so rows that move are first parked at negative positions (-1 - their
 * new position, all distinct and free), then brought back in a second statement.
 */

type Trx = Transaction<Database>;

async function bringBack(trx: Trx, playlistId: number): Promise<void> {
  await trx
    .updateTable('playlist_items')
    .set({ position: sql<number>`-1 - position` })
    .where('playlist_id', '=', playlistId)
    .where('position', '<', 0)
    .execute();
}

/** Items from `from` on move `by` places down (room for new items at `from`). */
export async function shiftFrom(trx: Trx, playlistId: number, from: number, by: number): Promise<void> {
  await trx
    .updateTable('playlist_items')
    .set({ position: sql<number>`-1 - (position + ${by})` })
    .where('playlist_id', '=', playlistId)
    .where('position', '>=', from)
    .execute();
  await bringBack(trx, playlistId);
}

/**
 * Moves the `length` items from `start` to before the item at `before` (positions as they were before
 * the move; `before` may be the item count: to the end). A move onto itself changes nothing.
 */
export async function moveRange(
  trx: Trx,
  playlistId: number,
  { start, length, before }: { start: number; length: number; before: number },
): Promise<void> {
  const end = start + length;
  let from: number;
  let to: number;
  let rangeBy: number;
  let othersBy: number;
  if (before > end) {
    // Down: the items between the range and `before` move up into its place.
    [from, to, rangeBy, othersBy] = [start, before, before - end, -length];
  } else if (before < start) {
    // Up: the items from `before` to the range move down below it.
    [from, to, rangeBy, othersBy] = [before, end, before - start, length];
  } else {
    return;
  }
  await trx
    .updateTable('playlist_items')
    .set({
      position: sql<number>`-1 - (CASE WHEN position >= ${start} AND position < ${end} THEN position + ${rangeBy} ELSE position + ${othersBy} END)`,
    })
    .where('playlist_id', '=', playlistId)
    .where('position', '>=', from)
    .where('position', '<', to)
    .execute();
  await bringBack(trx, playlistId);
}

/** Closes the gaps removed items left: the remaining items keep their order at 0…n-1. */
export async function closeGaps(trx: Trx, playlistId: number): Promise<void> {
  await sql`
    UPDATE playlist_items SET position = -1 - ranked.new_position
    FROM (
      SELECT position AS old_position, row_number() OVER (ORDER BY position) - 1 AS new_position
      FROM playlist_items WHERE playlist_id = ${playlistId}
    ) AS ranked
    WHERE playlist_items.playlist_id = ${playlistId}
      AND playlist_items.position = ranked.old_position
      AND ranked.new_position <> ranked.old_position
  `.execute(trx);
  await bringBack(trx, playlistId);
}
