import { canCreatePodcasts, CREATOR_FORBIDDEN_MESSAGE } from '@kora/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { forbidden } from '../../http/errors';
import { parseRoles } from '../accounts/repository';

/**
 * preHandler after `requireUser`: 403 unless the roles stored for the account (not the token's, which
 * may predate a change) allow creating podcasts.
 */
export function requirePodcastCreator(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const account = await app.db
      .selectFrom('users')
      .select('roles')
      .where('id', '=', currentUser(request).id)
      .executeTakeFirst();
    if (!account || !canCreatePodcasts(parseRoles(account.roles))) throw forbidden(CREATOR_FORBIDDEN_MESSAGE);
  };
}
