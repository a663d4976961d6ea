import { EpisodeListQuerySchema, type EpisodeListQuery } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { errors, idParams, limitQuery, type IdParams } from '../../http/schemas';
import { CataloguePresenter } from './presenters';
import { PodcastsRepository } from './podcasts-repository';
import { arrayOf, episodeSchema, podcastDetailSchema, podcastSchema } from './schemas';

/** Podcasts and episodes that visitors may see (published or live). */
export default async function podcastsRoutes(app: FastifyInstance): Promise<void> {
  const podcasts = new PodcastsRepository(app.db);
  const present = new CataloguePresenter(app.media);

  app.get<{ Querystring: { limit: number } }>(
    '/podcasts',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Published podcasts, most recently updated first',
        querystring: { type: 'object', properties: { limit: limitQuery(50) } },
        response: { 200: arrayOf(podcastSchema), ...errors(400) },
      },
    },
    async (request) => (await podcasts.list(request.query.limit)).map((row) => present.podcast(row)),
  );

  app.get<{ Params: IdParams }>(
    '/podcasts/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One podcast with its episodes',
        params: idParams,
        response: { 200: podcastDetailSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const podcast = await podcasts.find(request.params.id);
      if (!podcast) throw notFound('Podcast non trouvé');
      const episodes = await podcasts.listEpisodes({ limit: 500, podcastId: podcast.id });
      return { ...present.podcast(podcast), episodes: episodes.map((row) => present.episode(row)) };
    },
  );

  app.get<{ Querystring: EpisodeListQuery & { limit: number; offset: number } }>(
    '/episodes',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Published and live episodes, newest first: filters, search and paging',
        querystring: EpisodeListQuerySchema,
        response: { 200: arrayOf(episodeSchema), ...errors(400) },
      },
    },
    async (request) => {
      const { limit, offset, status, podcast, search, popular, sort } = request.query;
      return (await podcasts.listEpisodes({ limit, offset, status, podcastId: podcast, search, popular, sort })).map(
        (row) => present.episode(row),
      );
    },
  );

  app.get<{ Params: IdParams }>(
    '/episodes/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One episode',
        params: idParams,
        response: { 200: episodeSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const episode = await podcasts.findEpisode(request.params.id);
      if (!episode) throw notFound('Épisode non trouvé');
      return present.episode(episode);
    },
  );
}
