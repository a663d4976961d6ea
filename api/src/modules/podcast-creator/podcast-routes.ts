import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreatePodcastRequestSchema,
  CreatorPodcastEpisodesSchema,
  CreatorPodcastListSchema,
  CreatorPodcastResponseSchema,
  PodcastSchema,
  UpdatePodcastRequestSchema,
} from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { errors } from '../../http/schemas';
import { CataloguePresenter } from '../catalogue/presenters';
import type { PodcastWithStats } from '../catalogue/podcasts-repository';
import { MEDIA_REFERENCE_BODY_LIMIT, resolveMediaReference } from '../media/media-reference';
import { creatorAccess, IdParamsSchema, PODCAST_NOT_FOUND, tags } from './creator-access';
import { CreatorPodcastsRepository } from './creator-podcasts-repository';
import { optionalText, requiredText } from './input-checks';

/** A creator's podcasts: list, create (draft), edit, delete, publish, and the episodes of one. */
export default async function podcastRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const podcasts = new CreatorPodcastsRepository(app.db);
  const present = new CataloguePresenter(app.media);
  const { security, route, userId } = creatorAccess(app);

  async function ownPodcast(creatorId: number, podcastId: number): Promise<PodcastWithStats> {
    const podcast = await podcasts.find(creatorId, podcastId);
    if (!podcast) throw notFound(PODCAST_NOT_FOUND);
    return podcast;
  }

  app.get(
    '/podcast-creator/my-podcasts',
    {
      schema: {
        tags,
        summary: "The caller's podcasts, every status, last updated first",
        security,
        response: { 200: CreatorPodcastListSchema, ...errors(401, 403) },
      },
      ...route,
    },
    async (request) => ({ podcasts: (await podcasts.list(userId(request))).map((row) => present.podcast(row)) }),
  );

  app.post(
    '/podcast-creator/create-podcast',
    {
      schema: {
        tags,
        summary: 'Creates a draft podcast; the cover is an uploaded image (POST /upload/image) or a data: URL',
        security,
        body: CreatePodcastRequestSchema,
        response: { 201: CreatorPodcastResponseSchema, ...errors(400, 401, 403, 413, 415) },
      },
      bodyLimit: MEDIA_REFERENCE_BODY_LIMIT,
      ...route,
    },
    async (request, reply) => {
      const creatorId = userId(request);
      const title = requiredText(request.body.title, 'title');
      const cover = request.body.coverImage
        ? await resolveMediaReference(app, request.body.coverImage, ['image'], creatorId, 'coverImage')
        : null;
      const id = await podcasts.create(creatorId, {
        title,
        description: optionalText(request.body.description),
        coverImage: cover?.path ?? null,
      });
      reply.code(201);
      return { podcast: present.podcast(await ownPodcast(creatorId, id)) };
    },
  );

  app.get(
    '/podcast-creator/podcast/:id/episodes',
    {
      schema: {
        tags,
        summary: 'One of the caller’s podcasts with every episode, newest first',
        security,
        params: IdParamsSchema,
        response: { 200: CreatorPodcastEpisodesSchema, ...errors(400, 401, 403, 404) },
      },
      ...route,
    },
    async (request) => {
      const creatorId = userId(request);
      const podcast = await ownPodcast(creatorId, request.params.id);
      const episodes = await podcasts.listEpisodes(creatorId, podcast.id);
      return { podcast: present.podcast(podcast), episodes: episodes.map((row) => present.episode(row)) };
    },
  );

  app.put(
    '/podcast-creator/manage/:id',
    {
      schema: {
        tags,
        summary: 'Edits the title and description of one of the caller’s podcasts; answers the updated podcast',
        security,
        params: IdParamsSchema,
        body: UpdatePodcastRequestSchema,
        response: { 200: PodcastSchema, ...errors(400, 401, 403, 404) },
      },
      ...route,
    },
    async (request) => {
      const creatorId = userId(request);
      const podcast = await ownPodcast(creatorId, request.params.id);
      const title = requiredText(request.body.title, 'title');
      const description = request.body.description === undefined ? undefined : optionalText(request.body.description);
      await podcasts.update(podcast.id, { title, ...(description !== undefined && { description }) });
      return present.podcast(await ownPodcast(creatorId, podcast.id));
    },
  );

  app.delete(
    '/podcast-creator/manage/:id',
    {
      schema: {
        tags,
        summary: 'Deletes one of the caller’s podcasts with its episodes, their comments and votes',
        security,
        params: IdParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errors(400, 401, 403, 404) },
      },
      ...route,
    },
    async (request, reply) => {
      const podcast = await ownPodcast(userId(request), request.params.id);
      await podcasts.delete(podcast.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/podcast-creator/publish-podcast/:id',
    {
      schema: {
        tags,
        summary: 'Publishes a draft podcast (already published: unchanged); answers the podcast',
        security,
        params: IdParamsSchema,
        response: { 200: PodcastSchema, ...errors(400, 401, 403, 404) },
      },
      ...route,
    },
    async (request) => {
      const creatorId = userId(request);
      const podcast = await ownPodcast(creatorId, request.params.id);
      await podcasts.publish(podcast.id);
      return present.podcast(await ownPodcast(creatorId, podcast.id));
    },
  );
}
