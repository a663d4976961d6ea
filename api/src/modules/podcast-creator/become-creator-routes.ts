import { canCreatePodcasts, type Role } from '@kora/shared/contracts';
import { becomePodcastCreator } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { nowIso } from '../../db/clock';
import { conflict, unauthorized } from '../../http/errors';
import { route } from '../../http/route';
import { parseRoles } from '../accounts/repository';

export const PODCAST_CREATOR_WELCOME = 'Félicitations ! Vous êtes maintenant créateur de podcasts.';
export const ALREADY_PODCAST_CREATOR = 'Vous pouvez déjà créer des podcasts.';

/**
 * A listener becomes a podcast creator, as one becomes an artist: the plan must give content creation
 * (the plan table decides), and the role is stored for the account, which is what the podcast creator's
 * routes read.
 */
export default async function becomeCreatorRoutes(app: FastifyInstance): Promise<void> {
  route(app, becomePodcastCreator, async (request, reply) => {
    const { id } = currentUser(request);
    const account = await app.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select(['username', 'roles']).where('id', '=', id).executeTakeFirst();
      if (!user) throw unauthorized('Utilisateur introuvable.');
      const roles = parseRoles(user.roles);
      if (canCreatePodcasts(roles)) throw conflict(ALREADY_PODCAST_CREATOR);
      const granted: Role[] = [...roles, 'ROLE_PODCASTER'];
      await trx
        .updateTable('users')
        .set({ roles: JSON.stringify(granted), updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      return { username: user.username, roles: granted };
    });
    const token = await app.tokens.sign({ id, ...account });
    reply.code(201);
    return { message: PODCAST_CREATOR_WELCOME, token, user: { id, ...account } };
  });
}
