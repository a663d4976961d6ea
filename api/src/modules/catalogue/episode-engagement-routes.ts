import { createHmac } from 'node:crypto';
import { countEpisodeViewer, episodeRating, rateEpisode } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../../auth/optional-user';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { PodcastsRepository } from './podcasts-repository';
import { CATALOGUE_RATE_LIMITS, perAddress } from './rate-limits';

/** Ratings and viewers of episodes: visitors need no account for either, so both are limited per address. */
export default async function episodeEngagementRoutes(app: FastifyInstance): Promise<void> {
  const podcasts = new PodcastsRepository(app.db);

  async function visibleEpisode(id: number): Promise<void> {
    if (!(await podcasts.findEpisode(id))) throw notFound('Épisode non trouvé');
  }

  /** Who votes: the account when signed in, else a keyed hash of the address (the address is never stored). */
  function voterKey(userId: number | null, address: string): string {
    if (userId !== null) return `user:${userId}`;
    return `address:${createHmac('sha256', app.config.jwtSecret).update(address).digest('hex').slice(0, 32)}`;
  }

  route(app, episodeRating, async (request) => {
    await visibleEpisode(request.params.id);
    return podcasts.rating(request.params.id);
  });

  route(
    app,
    rateEpisode,
    async (request) => {
      await visibleEpisode(request.params.id);
      const user = await optionalUser(app, request);
      await podcasts.rate(request.params.id, request.body.rating, {
        userId: user?.id ?? null,
        key: voterKey(user?.id ?? null, request.ip),
      });
      return podcasts.rating(request.params.id);
    },
    { config: perAddress(CATALOGUE_RATE_LIMITS.ratings) },
  );

  route(
    app,
    countEpisodeViewer,
    async (request) => {
      const viewers = await podcasts.incrementViewers(request.params.id);
      if (viewers === undefined) throw notFound('Épisode non trouvé');
      return { id: request.params.id, viewers };
    },
    { config: perAddress(CATALOGUE_RATE_LIMITS.viewers) },
  );
}
