import { DASHBOARD_DAYS } from '@kora/shared/contracts';
import { pick, seededRandom } from '../../media/generate/random';
import type { Db } from '../connection';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';

/** A track of the demo artist, as the history needs it. */
export interface HistoryTrack {
  id: number;
  releaseId: number;
  priceMinor: number;
  currency: string;
}

export interface PlannedListen {
  trackId: number;
  releaseId: number;
  userId: number | null;
  createdAt: string;
}

export interface PlannedPurchase {
  trackId: number;
  userId: number;
  amountMinor: number;
  currency: string;
  createdAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_SEED = 2025;
/** Paid purchases spread over the month, at most one per listener and track. */
const PURCHASES = 7;
/** The demo accounts whose plays and purchases the history shows, beside anonymous visitors. */
const LISTENER_KEYS: ReadonlyArray<DemoAccount['key']> = ['free', 'premium', 'podcaster'];

const usernameOf = (key: DemoAccount['key']) => DEMO_ACCOUNTS.find((account) => account.key === key)?.username ?? '';

/** A moment of the day `daysAgo` days before `now`, in the afternoon or evening, never after `now`. */
function momentOf(now: Date, daysAgo: number, random: () => number): string {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(9 + Math.floor(random() * 14), Math.floor(random() * 60), Math.floor(random() * 60), 0);
  if (day.getTime() <= now.getTime()) return day.toISOString();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + random() * (now.getTime() - midnight)).toISOString();
}

/**
 * A believable month of plays and sales for the demo artist, the same for the same tracks, listeners
 * and day: plays grow slowly over the month with busier weekends, the newest tracks are played most,
 * a third of the plays come from the demo listeners, and a few of them buy a track.
 */
export function planCreatorHistory(
  tracks: readonly HistoryTrack[],
  listenerIds: readonly number[],
  now: Date,
): { listens: PlannedListen[]; purchases: PlannedPurchase[] } {
  if (tracks.length === 0) return { listens: [], purchases: [] };
  const random = seededRandom(HISTORY_SEED);
  const weights = tracks.map((_, i) => 1 / (i + 1));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const pickTrack = () => {
    let left = random() * totalWeight;
    const index = weights.findIndex((weight) => (left -= weight) < 0);
    return tracks[index < 0 ? tracks.length - 1 : index];
  };

  const listens: PlannedListen[] = [];
  for (let daysAgo = DASHBOARD_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const weekday = new Date(now.getTime() - daysAgo * DAY_MS).getUTCDay();
    const trend = 6 + (12 * (DASHBOARD_DAYS - 1 - daysAgo)) / (DASHBOARD_DAYS - 1);
    const weekend = weekday === 0 || weekday === 6 ? 1.4 : 1;
    const count = Math.round(trend * weekend * (0.7 + random() * 0.6));
    for (let n = 0; n < count; n += 1) {
      const track = pickTrack();
      const byListener = listenerIds.length > 0 && random() < 0.35;
      listens.push({
        trackId: track.id,
        releaseId: track.releaseId,
        userId: byListener ? pick(random, listenerIds) : null,
        createdAt: momentOf(now, daysAgo, random),
      });
    }
  }
  listens.sort((a, b) => a.createdAt.localeCompare(b.createdAt));

  const purchases: PlannedPurchase[] = [];
  const bought = new Set<string>();
  for (
    let attempt = 0;
    listenerIds.length > 0 && purchases.length < PURCHASES && attempt < PURCHASES * 10;
    attempt += 1
  ) {
    const track = pickTrack();
    const userId = pick(random, listenerIds);
    const daysAgo = Math.floor(random() * (DASHBOARD_DAYS - 1));
    if (bought.has(`${userId}:${track.id}`)) continue;
    bought.add(`${userId}:${track.id}`);
    purchases.push({
      trackId: track.id,
      userId,
      amountMinor: track.priceMinor,
      currency: track.currency,
      createdAt: momentOf(now, daysAgo, random),
    });
  }
  purchases.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { listens, purchases };
}

/**
 * Gives the demo artist (lina.duval's artist) a month of recorded plays and a few paid purchases of
 * her published tracks by the demo listeners, so her dashboard's charts show data on a fresh install;
 * the play counters of her tracks and releases grow by the plays written. Writes nothing when she has
 * no published track.
 */
export async function seedCreatorHistory(db: Db, now: Date): Promise<void> {
  const artist = await db
    .selectFrom('artists')
    .innerJoin('users', 'users.id', 'artists.user_id')
    .select('artists.id')
    .where('users.username', '=', usernameOf('artist'))
    .executeTakeFirst();
  if (!artist) return;
  const tracks = await db
    .selectFrom('tracks')
    .innerJoin('releases', 'releases.id', 'tracks.release_id')
    .select(['tracks.id', 'tracks.release_id as releaseId', 'tracks.price_minor as priceMinor', 'tracks.currency'])
    .where('releases.artist_id', '=', artist.id)
    .where('releases.status', '=', 'published')
    .where('releases.type', 'in', ['single', 'album', 'ep'])
    .orderBy('releases.release_date', 'desc')
    .orderBy('tracks.position')
    .execute();
  if (tracks.length === 0) return;
  const listeners = await db
    .selectFrom('users')
    .select('id')
    .where('username', 'in', LISTENER_KEYS.map(usernameOf))
    .orderBy('id')
    .execute();
  const plan = planCreatorHistory(
    tracks,
    listeners.map((listener) => listener.id),
    now,
  );

  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < plan.listens.length; start += 100) {
      await trx
        .insertInto('listens')
        .values(
          plan.listens.slice(start, start + 100).map((listen) => ({
            track_id: listen.trackId,
            release_id: listen.releaseId,
            user_id: listen.userId,
            created_at: listen.createdAt,
          })),
        )
        .execute();
    }
    if (plan.purchases.length > 0) {
      await trx
        .insertInto('purchases')
        .values(
          plan.purchases.map((purchase) => ({
            user_id: purchase.userId,
            track_id: purchase.trackId,
            release_id: null,
            payment_session_id: null,
            amount_minor: purchase.amountMinor,
            currency: purchase.currency,
            status: 'paid' as const,
            created_at: purchase.createdAt,
          })),
        )
        .execute();
    }
    const playsByTrack = new Map<number, number>();
    const playsByRelease = new Map<number, number>();
    for (const listen of plan.listens) {
      playsByTrack.set(listen.trackId, (playsByTrack.get(listen.trackId) ?? 0) + 1);
      playsByRelease.set(listen.releaseId, (playsByRelease.get(listen.releaseId) ?? 0) + 1);
    }
    for (const [id, plays] of playsByTrack) {
      await trx
        .updateTable('tracks')
        .set((eb) => ({ plays_count: eb('plays_count', '+', plays) }))
        .where('id', '=', id)
        .execute();
    }
    for (const [id, plays] of playsByRelease) {
      await trx
        .updateTable('releases')
        .set((eb) => ({ plays_count: eb('plays_count', '+', plays) }))
        .where('id', '=', id)
        .execute();
    }
  });
}
