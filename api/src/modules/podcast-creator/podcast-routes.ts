import {
  createPodcast,
  deletePodcast,
  editPodcast,
  getMyPodcastEpisodes,
  listMyPodcasts,
  publishPodcast,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { removeUnusedMedia } from '../../media/media-removal';
import { CataloguePresenter } from '../catalogue/presenters';
import type { PodcastWithStats } from '../catalogue/podcasts-repository';
import { MEDIA_REFERENCE_BODY_LIMIT, resolveMediaReference } from '../media/media-reference';
import { CreatorPodcastsRepository, PODCAST_NOT_FOUND } from './creator-podcasts-repository';
import { optionalText, requiredText } from './input-checks';

/** A creator's podcasts: list, create (draft), edit, delete, publish, and the episodes of one. */
export default async function podcastRoutes(app: FastifyInstance): Promise<void> {
  const podcasts = new CreatorPodcastsRepository(app.db);
  const present = new CataloguePresenter(app.media);

  async function ownPodcast(creatorId: number, podcastId: number): Promise<PodcastWithStats> {
    const podcast = await podcasts.find(creatorId, podcastId);
    if (!podcast) throw notFound(PODCAST_NOT_FOUND);
    return podcast;
  }

  route(app, listMyPodcasts, async (request) => ({
    podcasts: (await podcasts.list(currentUser(request).id)).map((row) => present.podcast(row)),
  }));

  route(
    app,
    createPodcast,
    async (request, reply) => {
      const creatorId = currentUser(request).id;
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
    { bodyLimit: MEDIA_REFERENCE_BODY_LIMIT },
  );

  route(app, getMyPodcastEpisodes, async (request) => {
    const creatorId = currentUser(request).id;
    const podcast = await ownPodcast(creatorId, request.params.id);
    const episodes = await podcasts.listEpisodes(creatorId, podcast.id);
    return { podcast: present.podcast(podcast), episodes: episodes.map((row) => present.episode(row)) };
  });

  route(app, editPodcast, async (request) => {
    const creatorId = currentUser(request).id;
    const podcast = await ownPodcast(creatorId, request.params.id);
    const title = requiredText(request.body.title, 'title');
    const description = request.body.description === undefined ? undefined : optionalText(request.body.description);
    await podcasts.update(podcast.id, { title, ...(description !== undefined && { description }) });
    return present.podcast(await ownPodcast(creatorId, podcast.id));
  });

  route(app, deletePodcast, async (request, reply) => {
    const podcast = await ownPodcast(currentUser(request).id, request.params.id);
    await removeUnusedMedia(app, await podcasts.delete(podcast.id));
    return reply.code(204).send(null);
  });

  route(app, publishPodcast, async (request) => {
    const creatorId = currentUser(request).id;
    const podcast = await ownPodcast(creatorId, request.params.id);
    await podcasts.publish(podcast.id);
    return present.podcast(await ownPodcast(creatorId, podcast.id));
  });
}
