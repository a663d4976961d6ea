import { canCreateReleases, CREATOR_FORBIDDEN_MESSAGE } from '@kora/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { forbidden } from '../../http/errors';
import { parseRoles } from '../accounts/repository';
import { assertFeature } from '../subscriptions/require-feature';

/** The signed-in artist a creator call acts for: their account and their `artists` row. */
export interface CallerArtist {
  userId: number;
  id: number;
  name: string;
  slug: string;
}

const callers = new WeakMap<FastifyRequest, CallerArtist>();

/**
 * A hook run before the body is checked: 401 without a valid token, 403 with the spec's message
 * unless the account's stored roles (not the token's, which may be older) allow creating releases
 * and the account has its artist profile.
 */
export function requireArtist(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    await app.requireUser(request);
    const userId = currentUser(request).id;
    const row = await app.db
      .selectFrom('users')
      .leftJoin('artists', 'artists.user_id', 'users.id')
      .select(['users.roles', 'artists.id as artist_id', 'artists.name', 'artists.slug'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!row || !canCreateReleases(parseRoles(row.roles)) || row.artist_id === null || !row.name || !row.slug) {
      throw forbidden(CREATOR_FORBIDDEN_MESSAGE);
    }
    callers.set(request, { userId, id: row.artist_id, name: row.name, slug: row.slug });
  };
}

/**
 * After `requireArtist`, for a new release: 403 'Cette fonctionnalité nécessite le forfait Premium.'
 * unless the account's plan in force gives content creation (a downgrade ends it; releases stay published).
 */
export function requireCreationPlan(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    await assertFeature(app.db, currentUser(request).id, 'contentCreation');
  };
}

/** The artist of a request that passed `requireArtist`. */
export function callerArtist(request: FastifyRequest): CallerArtist {
  const caller = callers.get(request);
  if (!caller) throw forbidden(CREATOR_FORBIDDEN_MESSAGE);
  return caller;
}
