import { canCreatePodcasts, canCreateReleases, CREATOR_FORBIDDEN_MESSAGE } from '@kora/shared/contracts';
import type { CreatorRight } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors';
import { parseRoles } from '../modules/accounts/repository';
import { currentUser } from './plugin';

const GIVES: Record<CreatorRight, (roles: readonly string[]) => boolean> = {
  releases: canCreateReleases,
  podcasts: canCreatePodcasts,
};

/**
 * A check after `requireUser`: 403 with the spec's message unless the roles stored for the account
 * (not the token's, which may predate a change) give the right.
 */
export function requireRight(app: FastifyInstance, right: CreatorRight) {
  return async (request: FastifyRequest): Promise<void> => {
    const account = await app.db
      .selectFrom('users')
      .select('roles')
      .where('id', '=', currentUser(request).id)
      .executeTakeFirst();
    if (!account || !GIVES[right](parseRoles(account.roles))) throw forbidden(CREATOR_FORBIDDEN_MESSAGE);
  };
}
