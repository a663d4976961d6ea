import { followPodcastEpisodes, unfollowPodcastEpisodes } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { nowIso } from '../../db/clock';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';

export const PODCAST_NOT_FOUND = 'Podcast non trouvé';

/**
 * The podcasts whose new episodes notify the signed-in user. Favourites are kept on the device; the web
 * tells the API of each podcast a signed-in user adds to or removes from them. Only a podcast visitors
 * may see can be followed.
 */
export default async function podcastFavouriteRoutes(app: FastifyInstance): Promise<void> {
  const userId = (request: FastifyRequest) => currentUser(request).id;

  const publicPodcast = async (id: number) => {
    const podcast = await app.db
      .selectFrom('podcasts')
      .select('id')
      .where('id', '=', id)
      .where('status', 'in', ['published', 'live'])
      .executeTakeFirst();
    if (!podcast) throw notFound(PODCAST_NOT_FOUND);
  };

  route(app, followPodcastEpisodes, async (request, reply) => {
    await publicPodcast(request.params.id);
    await app.db
      .insertInto('podcast_favourites')
      .values({ user_id: userId(request), podcast_id: request.params.id, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'podcast_id']).doNothing())
      .execute();
    return reply.code(204).send(null);
  });

  route(app, unfollowPodcastEpisodes, async (request, reply) => {
    await app.db
      .deleteFrom('podcast_favourites')
      .where('user_id', '=', userId(request))
      .where('podcast_id', '=', request.params.id)
      .execute();
    return reply.code(204).send(null);
  });
}
