import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreateEpisodeRequestSchema, CreatorEpisodeResponseSchema, EpisodeSchema } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors';
import { errors } from '../../http/schemas';
import { CataloguePresenter } from '../catalogue/presenters';
import type { EpisodeWithPodcast } from '../catalogue/podcasts-repository';
import { notifyNewEpisode } from '../notifications/notices/episode-notices';
import { MEDIA_REFERENCE_BODY_LIMIT, resolveMediaReference } from '../media/media-reference';
import { creatorAccess, EPISODE_NOT_FOUND, IdParamsSchema, PODCAST_NOT_FOUND, tags } from './creator-access';
import { CreatorPodcastsRepository } from './creator-podcasts-repository';
import { optionalText, requiredText } from './input-checks';
import { podcastOwner } from './podcast-owner';

/** Episodes of a creator's podcasts: create (draft, duration read from the audio) and publish. */
export default async function episodeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const podcasts = new CreatorPodcastsRepository(app.db);
  const present = new CataloguePresenter(app.media);
  const { security, route, userId } = creatorAccess(app);

  async function ownEpisode(creatorId: number, episodeId: number): Promise<EpisodeWithPodcast> {
    const episode = await podcasts.findEpisode(creatorId, episodeId);
    if (!episode) throw notFound(EPISODE_NOT_FOUND);
    return episode;
  }

  app.post(
    '/podcast-creator/create-episode',
    {
      schema: {
        tags,
        summary:
          'Creates a draft episode of one of the caller’s podcasts; audio (MP3, WAV, M4A) uploaded with POST /upload/episode or sent as a data: URL, its duration read from the file; without a cover it shows its podcast’s',
        security,
        body: CreateEpisodeRequestSchema,
        response: { 201: CreatorEpisodeResponseSchema, ...errors(400, 401, 403, 413, 415) },
      },
      bodyLimit: MEDIA_REFERENCE_BODY_LIMIT,
      ...route,
    },
    async (request, reply) => {
      const creatorId = userId(request);
      const { body } = request;
      const title = requiredText(body.title, 'title');
      const podcast = await podcasts.find(creatorId, body.podcastId);
      if (!podcast) {
        throw badRequest(PODCAST_NOT_FOUND, [{ propertyPath: 'podcastId', message: PODCAST_NOT_FOUND }]);
      }
      const audio = await resolveMediaReference(app, body.audioFile, ['episode', 'audio'], creatorId, 'audioFile');
      const cover = body.coverImage
        ? await resolveMediaReference(app, body.coverImage, ['image'], creatorId, 'coverImage')
        : null;
      const id = await podcasts.createEpisode({
        podcastId: podcast.id,
        title,
        description: optionalText(body.description),
        audioFile: audio.path,
        coverImage: cover?.path ?? null,
        durationSeconds: audio.durationSeconds ?? 0,
        hostName: (await podcastOwner(app.db, creatorId)).name,
      });
      reply.code(201);
      return { episode: present.episode(await ownEpisode(creatorId, id)) };
    },
  );

  app.post(
    '/podcast-creator/publish-episode/:id',
    {
      schema: {
        tags,
        summary:
          'Publishes a draft episode (already published: unchanged); answers the episode. It shows publicly once its podcast is published too',
        security,
        params: IdParamsSchema,
        response: { 200: EpisodeSchema, ...errors(400, 401, 403, 404) },
      },
      ...route,
    },
    async (request) => {
      const creatorId = userId(request);
      const episode = await ownEpisode(creatorId, request.params.id);
      await podcasts.publishEpisode(episode);
      if (episode.status === 'draft') await notifyNewEpisode(app.db, episode.id);
      return present.episode(await ownEpisode(creatorId, episode.id));
    },
  );
}
