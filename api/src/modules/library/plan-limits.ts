import { UNLIMITED } from '@kora/shared/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/tables';
import { forbidden } from '../../http/errors';
import { featuresOfUser } from '../subscriptions/require-feature';

export const playlistLimitMessage = (limit: number) =>
  `Vous avez atteint la limite de ${limit} playlists de votre forfait.`;
export const favouriteLimitMessage = (limit: number) =>
  `Vous avez atteint la limite de ${limit} favoris de votre forfait.`;

/** One more fits beside `used` (-1: unlimited). After a downgrade `used` may be above the limit: nothing fits. */
export const roomFor = (used: number, limit: number): boolean => limit === UNLIMITED || used < limit;

/** The 403 a playlist or a favourite past the plan's limit answers. */
export const playlistLimitReached = (limit: number) => forbidden(playlistLimitMessage(limit));
export const favouriteLimitReached = (limit: number) => forbidden(favouriteLimitMessage(limit));

export interface LibraryLimits {
  playlists: number;
  favourites: number;
}

/** The user's plan limits, -1 for unlimited. */
export async function libraryLimits(db: Db, userId: number): Promise<LibraryLimits> {
  const features = await featuresOfUser(db, userId);
  return { playlists: features.playlists.limit, favourites: features.favorites.limit };
}

const countOf = (row: { count: string | number | bigint } | undefined) => Number(row?.count ?? 0);

/** Playlists the user owns (in the caller's transaction when it is one). */
export async function playlistsUsed(db: Kysely<Database>, userId: number): Promise<number> {
  return countOf(
    await db
      .selectFrom('playlists')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
}

/** Favourites the user keeps, every kind together (follows and likes included). */
export async function favouritesUsed(db: Kysely<Database>, userId: number): Promise<number> {
  return countOf(
    await db
      .selectFrom('favourites')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
}
