import { createPodcastEpisode, publishPodcastEpisode } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { CataloguePresenter } from '../catalogue/presenters';
import type { EpisodeWithPodcast } from '../catalogue/podcasts-repository';
import { notifyNewEpisode } from './episode-notices';
import { MEDIA_REFERENCE_BODY_LIMIT, resolveMediaReference } from '../media/media-reference';
import { CreatorPodcastsRepository, EPISODE_NOT_FOUND, PODCAST_NOT_FOUND } from './creator-podcasts-repository';
import { optionalText, requiredText } from './input-checks';
import { podcastOwner } from './podcast-owner';

/** Episodes of a creator's podcasts: create (draft, duration read from the audio) and publish. */
export default async function episodeRoutes(app: FastifyInstance): Promise<void> {
  const podcasts = new CreatorPodcastsRepository(app.db);
  const present = new CataloguePresenter(app.media);

  async function ownEpisode(creatorId: number, episodeId: number): Promise<EpisodeWithPodcast> {
    const episode = await podcasts.findEpisode(creatorId, episodeId);
    if (!episode) throw notFound(EPISODE_NOT_FOUND);
    return episode;
  }

  route(
    app,
    createPodcastEpisode,
    async (request, reply) => {
      const creatorId = currentUser(request).id;
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
    { bodyLimit: MEDIA_REFERENCE_BODY_LIMIT },
  );

  route(app, publishPodcastEpisode, async (request) => {
    const creatorId = currentUser(request).id;
    const episode = await ownEpisode(creatorId, request.params.id);
    await podcasts.publishEpisode(episode);
    if (episode.status === 'draft') await notifyNewEpisode(app.db, episode.id);
    return present.episode(await ownEpisode(creatorId, episode.id));
  });
}
