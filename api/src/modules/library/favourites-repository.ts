import type { FavouriteKind } from '@kora/shared/contracts';
import { nowIso } from '../../db/clock';
import type { Db } from '../../db/connection';
import type { FavouriteRow } from '../../db/tables';
import { CountChanges } from './engagement-counts';
import { favouritesUsed, roomFor } from './plan-limits';
import { lockUserLibrary } from './user-lock';

/** An item to keep, already known to be public, with the title it is kept under. */
export interface NewFavourite {
  kind: FavouriteKind;
  id: number;
  title: string;
}

export type KeepOutcome = 'added' | 'alreadyThere' | 'overLimit';

const keyOf = (kind: FavouriteKind, id: number) => `${kind}:${id}`;

/**
 * A user's favourites, every kind in one list counted against the plan's limit. Each change runs in a
 * transaction that holds the user's library (lockUserLibrary): the count, the insert it allows and the
 * artist's or release's public count move together, whatever the number of API processes.
 */
export class FavouritesRepository {
  constructor(private readonly db: Db) {}

  /** Keeps the items in order while the limit leaves room; answers each one's outcome and the count after. */
  keep(
    userId: number,
    items: readonly NewFavourite[],
    limit: number,
  ): Promise<{ outcomes: KeepOutcome[]; used: number }> {
    return this.db.transaction().execute(async (trx) => {
      await lockUserLibrary(trx, userId);
      const kept = await trx
        .selectFrom('favourites')
        .select(['kind', 'item_id'])
        .where('user_id', '=', userId)
        .execute();
      const present = new Set(kept.map((row) => keyOf(row.kind, row.item_id)));
      let used = kept.length;
      const counts = new CountChanges(trx, userId);
      const outcomes: KeepOutcome[] = [];
      const createdAt = nowIso();
      for (const item of items) {
        if (present.has(keyOf(item.kind, item.id))) {
          outcomes.push('alreadyThere');
          continue;
        }
        if (!roomFor(used, limit)) {
          outcomes.push('overLimit');
          continue;
        }
        await counts.around(item.kind, item.id, () =>
          trx
            .insertInto('favourites')
            .values({ user_id: userId, kind: item.kind, item_id: item.id, title: item.title, created_at: createdAt })
            .execute(),
        );
        present.add(keyOf(item.kind, item.id));
        used += 1;
        outcomes.push('added');
      }
      await counts.apply();
      return { outcomes, used };
    });
  }

  /** Removes it (nothing when it is not there); answers the count after. */
  drop(userId: number, kind: FavouriteKind, id: number): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await lockUserLibrary(trx, userId);
      const counts = new CountChanges(trx, userId);
      await counts.around(kind, id, () =>
        trx
          .deleteFrom('favourites')
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .where('item_id', '=', id)
          .execute(),
      );
      await counts.apply();
      return favouritesUsed(trx, userId);
    });
  }

  /** Newest first, of one kind or all. */
  list(userId: number, kind?: FavouriteKind): Promise<FavouriteRow[]> {
    let query = this.db.selectFrom('favourites').selectAll().where('user_id', '=', userId);
    if (kind) query = query.where('kind', '=', kind);
    return query.orderBy('created_at', 'desc').orderBy('kind').orderBy('item_id', 'desc').execute();
  }
}
