import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../auth/plugin';
import { bearer } from '../../http/schemas';
import { requirePodcastCreator } from './creator-rights';
import { rejectInvalidInput } from './input-checks';

export const tags = ['podcast-creator'];
export const PODCAST_NOT_FOUND = 'Podcast non trouvé';
export const EPISODE_NOT_FOUND = 'Épisode non trouvé';

export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/**
 * What every podcast-creator route shares: a token (401), the right to create podcasts on the
 * account's stored roles (403), then valid input (400). Ownership is checked by each route (404).
 */
export function creatorAccess(app: FastifyInstance) {
  return {
    security: bearer,
    route: {
      attachValidation: true,
      preHandler: [app.requireUser, requirePodcastCreator(app), rejectInvalidInput],
    },
    userId: (request: FastifyRequest) => currentUser(request).id,
  };
}
