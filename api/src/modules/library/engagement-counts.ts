import type { FavouriteKind } from '@kora/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/tables';

/** The public count a favourite adds to: an artist's followers, or a release's likes. */
type Counter = { table: 'artists'; id: number } | { table: 'releases'; id: number };

const keyOf = (counter: Counter) => `${counter.table}:${counter.id}`;

/**
 * Visitors see counts kept beside the rows they count, changed in the transaction that changes a
 * user's favourites: an artist's `followers` are its favourites of kind `artists`; a release's `likes`
 * are the users who keep it or one of its tracks among their favourites (each user once).
 * A user's favourites change one transaction at a time (lockUserLibrary), so whether the user counted
 * before and after a change is known exactly; the counters then move by one, in id order, so that two
 * transactions never wait on each other's counters in a circle.
 */
export class CountChanges {
  private readonly moves = new Map<string, { counter: Counter; by: number }>();

  constructor(
    private readonly trx: Transaction<Database>,
    private readonly userId: number,
  ) {}

  /** Runs a change of the user's favourite (kind, itemId), noting how it moves the count it adds to. */
  async around<T>(kind: FavouriteKind, itemId: number, change: () => Promise<T>): Promise<T> {
    const counter = await this.counterOf(kind, itemId);
    if (!counter) return change();
    const before = await this.counts(counter);
    const result = await change();
    const after = await this.counts(counter);
    if (before !== after) {
      const move = this.moves.get(keyOf(counter)) ?? { counter, by: 0 };
      move.by += after ? 1 : -1;
      this.moves.set(keyOf(counter), move);
    }
    return result;
  }

  /** Writes the moves noted, artists then releases, each in id order. */
  async apply(): Promise<void> {
    const moves = [...this.moves.values()]
      .filter((move) => move.by !== 0)
      .sort((a, b) => a.counter.table.localeCompare(b.counter.table) || a.counter.id - b.counter.id);
    for (const { counter, by } of moves) {
      if (counter.table === 'artists') {
        await this.trx
          .updateTable('artists')
          .set((eb) => ({ followers: eb('followers', '+', by) }))
          .where('id', '=', counter.id)
          .execute();
      } else {
        await this.trx
          .updateTable('releases')
          .set((eb) => ({ likes: eb('likes', '+', by) }))
          .where('id', '=', counter.id)
          .execute();
      }
    }
    this.moves.clear();
  }

  private async counterOf(kind: FavouriteKind, itemId: number): Promise<Counter | null> {
    if (kind === 'artists') return { table: 'artists', id: itemId };
    if (kind === 'releases') return { table: 'releases', id: itemId };
    if (kind !== 'tracks') return null;
    const track = await this.trx.selectFrom('tracks').select('release_id').where('id', '=', itemId).executeTakeFirst();
    return track ? { table: 'releases', id: track.release_id } : null;
  }

  /** The user adds to the counter now. */
  private async counts(counter: Counter): Promise<boolean> {
    const mine = this.trx.selectFrom('favourites').select('item_id').where('user_id', '=', this.userId);
    const found =
      counter.table === 'artists'
        ? await mine.where('kind', '=', 'artists').where('item_id', '=', counter.id).executeTakeFirst()
        : await mine
            .where((eb) =>
              eb.or([
                eb.and([eb('kind', '=', 'releases'), eb('item_id', '=', counter.id)]),
                eb.and([
                  eb('kind', '=', 'tracks'),
                  eb(
                    'item_id',
                    'in',
                    eb.selectFrom('tracks').select('tracks.id').where('tracks.release_id', '=', counter.id),
                  ),
                ]),
              ]),
            )
            .limit(1)
            .executeTakeFirst();
    return found !== undefined;
  }
}

/** Sets every artist's followers and every release's likes from the favourites (the demo seed). */
export async function recountEngagement(db: Kysely<Database>): Promise<void> {
  await sql`
    UPDATE artists SET followers = (
      SELECT count(*) FROM favourites f WHERE f.kind = 'artists' AND f.item_id = artists.id
    )
  `.execute(db);
  await sql`
    UPDATE releases SET likes = (
      SELECT count(DISTINCT f.user_id) FROM favourites f
      WHERE (f.kind = 'releases' AND f.item_id = releases.id)
         OR (f.kind = 'tracks' AND f.item_id IN (SELECT t.id FROM tracks t WHERE t.release_id = releases.id))
    )
  `.execute(db);
}
