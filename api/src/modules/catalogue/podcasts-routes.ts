import { getEpisode, getPodcast, listEpisodes, listPodcasts } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { CataloguePresenter } from './presenters';
import { PodcastsRepository } from './podcasts-repository';

/** Podcasts and episodes that visitors may see (published or live). */
export default async function podcastsRoutes(app: FastifyInstance): Promise<void> {
  const podcasts = new PodcastsRepository(app.db);
  const present = new CataloguePresenter(app.media);

  route(app, listPodcasts, async (request) =>
    (await podcasts.list(request.query.limit ?? 50)).map((row) => present.podcast(row)),
  );

  route(app, getPodcast, async (request) => {
    const podcast = await podcasts.find(request.params.id);
    if (!podcast) throw notFound('Podcast non trouvé');
    const episodes = await podcasts.listEpisodes({ limit: 500, podcastId: podcast.id });
    return { ...present.podcast(podcast), episodes: episodes.map((row) => present.episode(row)) };
  });

  route(app, listEpisodes, async (request) => {
    const { limit = 50, offset, status, podcast, search, popular, sort } = request.query;
    return (await podcasts.listEpisodes({ limit, offset, status, podcastId: podcast, search, popular, sort })).map(
      (row) => present.episode(row),
    );
  });

  route(app, getEpisode, async (request) => {
    const episode = await podcasts.findEpisode(request.params.id);
    if (!episode) throw notFound('Épisode non trouvé');
    return present.episode(episode);
  });
}
