import { createHmac } from 'node:crypto';
import {
  EpisodeRateRequestSchema,
  EpisodeRatingSchema,
  EpisodeViewersSchema,
  type EpisodeRateRequest,
} from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { errors, idParams, type IdParams } from '../../http/schemas';
import { optionalUser } from '../../auth/optional-user';
import { PodcastsRepository } from './podcasts-repository';
import { CATALOGUE_RATE_LIMITS, perAddress } from './rate-limits';

/** Ratings and viewers of episodes: visitors need no account for either, so both are limited per address. */
export default async function episodeEngagementRoutes(app: FastifyInstance): Promise<void> {
  const podcasts = new PodcastsRepository(app.db);
  const tags = ['catalogue'];

  async function visibleEpisode(id: number): Promise<void> {
    if (!(await podcasts.findEpisode(id))) throw notFound('Épisode non trouvé');
  }

  /** Who votes: the account when signed in, else a keyed hash of the address (the address is never stored). */
  function voterKey(userId: number | null, address: string): string {
    if (userId !== null) return `user:${userId}`;
    return `address:${createHmac('sha256', app.config.jwtSecret).update(address).digest('hex').slice(0, 32)}`;
  }

  app.get<{ Params: IdParams }>(
    '/episodes/:id/rating',
    {
      schema: {
        tags,
        summary: "An episode's average vote (2 decimals) and vote count",
        params: idParams,
        response: { 200: EpisodeRatingSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      await visibleEpisode(request.params.id);
      return podcasts.rating(request.params.id);
    },
  );

  app.post<{ Params: IdParams; Body: EpisodeRateRequest }>(
    '/episodes/:id/rate',
    {
      schema: {
        tags,
        summary:
          'Votes 1 to 5 stars for an episode; no token needed; one vote per account or address (a new vote replaces it)',
        params: idParams,
        body: EpisodeRateRequestSchema,
        response: { 200: EpisodeRatingSchema, ...errors(400, 404, 422, 429) },
      },
      config: perAddress(CATALOGUE_RATE_LIMITS.ratings),
    },
    async (request) => {
      await visibleEpisode(request.params.id);
      const user = await optionalUser(app, request);
      await podcasts.rate(request.params.id, request.body.rating, {
        userId: user?.id ?? null,
        key: voterKey(user?.id ?? null, request.ip),
      });
      return podcasts.rating(request.params.id);
    },
  );

  app.post<{ Params: IdParams }>(
    '/episodes/:id/increment-viewers',
    {
      schema: {
        tags,
        summary: 'One more viewer for an episode (no body), before it is opened or when it first plays',
        params: idParams,
        response: { 200: EpisodeViewersSchema, ...errors(400, 404, 429) },
      },
      config: perAddress(CATALOGUE_RATE_LIMITS.viewers),
    },
    async (request) => {
      const viewers = await podcasts.incrementViewers(request.params.id);
      if (viewers === undefined) throw notFound('Épisode non trouvé');
      return { id: request.params.id, viewers };
    },
  );
}
