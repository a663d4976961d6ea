import { DASHBOARD_DAYS, type ArtistDashboard, type DashboardDay } from '@kora/shared/contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/tables';
import { priceOf } from '../../http/money';
import type { CallerArtist } from './creator-access';

const DAY_MS = 24 * 60 * 60 * 1000;
const REVENUE_CURRENCY = 'EUR';

/** The UTC days the charts cover, oldest first, today last. */
export function dashboardDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    new Date(today - (DASHBOARD_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The UTC day (YYYY-MM-DD) of an ISO-8601 timestamp column, on SQLite and PostgreSQL alike. */
const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** The window of the monthly listeners card. */
const LISTENER_DAYS = 30;

/**
 * The artist dashboard (catalogue-and-commerce §9): the four cards (monthly listeners, followers,
 * releases, sales), the revenue, and plays (recorded listens) and sales (paid purchases of a release or
 * one of its tracks) per UTC day over the last days. Followers are the accounts that follow the artist
 * (its favourites of kind `artists`, counted on the artist's row). Monthly listeners are the distinct
 * accounts that played one of its tracks in the last 30 days: listens record the listener when signed
 * in, so they say who listened better than likes would; a visitor's plays have no account to count
 * and add to the plays only.
 */
export class ArtistDashboardQuery {
  constructor(private readonly db: Db) {}

  private artistReleaseIds(artistId: number) {
    return this.db.selectFrom('releases').select('releases.id').where('releases.artist_id', '=', artistId);
  }

  /** Paid purchases of the artist's releases or of their tracks. */
  private sales(artistId: number) {
    return this.db
      .selectFrom('purchases')
      .leftJoin('tracks', 'tracks.id', 'purchases.track_id')
      .where('purchases.status', '=', 'paid')
      .where((eb: ExpressionBuilder<Database, 'purchases' | 'tracks'>) =>
        eb.or([
          eb('purchases.release_id', 'in', this.artistReleaseIds(artistId)),
          eb('tracks.release_id', 'in', this.artistReleaseIds(artistId)),
        ]),
      );
  }

  async of(caller: CallerArtist, now: Date = new Date()): Promise<ArtistDashboard> {
    const days = dashboardDays(now);
    const since = `${days[0]}T00:00:00.000Z`;
    const listenersSince = new Date(now.getTime() - LISTENER_DAYS * DAY_MS).toISOString();
    const [totals, sold, playsByDay, salesByDay, listeners, artist] = await Promise.all([
      this.db
        .selectFrom('releases')
        .select((eb) => [
          eb.fn.countAll<number>().as('releases'),
          eb.fn.coalesce(eb.fn.sum<number>('likes'), eb.lit(0)).as('likes'),
          eb.fn.coalesce(eb.fn.sum<number>('plays_count'), eb.lit(0)).as('plays'),
        ])
        .where('artist_id', '=', caller.id)
        .executeTakeFirstOrThrow(),
      this.sales(caller.id)
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn
            .coalesce(
              eb.fn.sum<number>(
                eb
                  .case()
                  .when('purchases.currency', '=', REVENUE_CURRENCY)
                  .then(eb.ref('purchases.amount_minor'))
                  .else(0)
                  .end(),
              ),
              eb.lit(0),
            )
            .as('revenue_minor'),
        ])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('listens')
        .innerJoin('releases', 'releases.id', 'listens.release_id')
        .select((eb) => [dayOf('listens.created_at').as('day'), eb.fn.countAll<number>().as('count')])
        .where('releases.artist_id', '=', caller.id)
        .where('listens.created_at', '>=', since)
        .groupBy(dayOf('listens.created_at'))
        .execute(),
      this.sales(caller.id)
        .select((eb) => [dayOf('purchases.created_at').as('day'), eb.fn.countAll<number>().as('count')])
        .where('purchases.created_at', '>=', since)
        .groupBy(dayOf('purchases.created_at'))
        .execute(),
      this.db
        .selectFrom('listens')
        .innerJoin('releases', 'releases.id', 'listens.release_id')
        .select((eb) => eb.fn.count<number>('listens.user_id').distinct().as('count'))
        .where('releases.artist_id', '=', caller.id)
        .where('listens.user_id', 'is not', null)
        .where('listens.created_at', '>=', listenersSince)
        .executeTakeFirstOrThrow(),
      this.db.selectFrom('artists').select('followers').where('id', '=', caller.id).executeTakeFirstOrThrow(),
    ]);

    const plays = new Map(playsByDay.map((row) => [row.day, Number(row.count)]));
    const sales = new Map(salesByDay.map((row) => [row.day, Number(row.count)]));
    const likes = Number(totals.likes);
    return {
      artist: { id: caller.id, name: caller.name, slug: caller.slug },
      stats: {
        monthlyListeners: Number(listeners.count),
        followers: artist.followers,
        releases: Number(totals.releases),
        sales: Number(sold.count),
        totalLikes: likes,
        totalPlays: Number(totals.plays),
        revenue: priceOf(Number(sold.revenue_minor), REVENUE_CURRENCY),
      },
      days: days.map((date): DashboardDay => ({ date, plays: plays.get(date) ?? 0, sales: sales.get(date) ?? 0 })),
    };
  }
}
