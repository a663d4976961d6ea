import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../auth/plugin';
import { nowIso } from '../../db/clock';
import { notFound } from '../../http/errors';
import { bearer, errors, idParams, type IdParams } from '../../http/schemas';

export const PODCAST_NOT_FOUND = 'Podcast non trouvé';

/**
 * The podcasts whose new episodes notify the signed-in user. Favourites are kept on the device; the web
 * tells the API of each podcast a signed-in user adds to or removes from them. Only a podcast visitors
 * may see can be followed.
 */
export default async function podcastFavouriteRoutes(app: FastifyInstance): Promise<void> {
  const userId = (request: FastifyRequest) => currentUser(request).id;
  const schema = (summary: string, ...failures: number[]) => ({
    tags: ['notifications'],
    summary,
    security: bearer,
    params: idParams,
    response: { 204: Type.Null({ description: 'Done' }), ...errors(400, 401, ...failures) },
  });

  const publicPodcast = async (id: number) => {
    const podcast = await app.db
      .selectFrom('podcasts')
      .select('id')
      .where('id', '=', id)
      .where('status', 'in', ['published', 'live'])
      .executeTakeFirst();
    if (!podcast) throw notFound(PODCAST_NOT_FOUND);
  };

  app.put<{ Params: IdParams }>(
    '/notifications/podcasts/:id',
    {
      schema: schema('Notifies the signed-in user of the podcast’s new episodes (a podcast in their favourites)', 404),
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await publicPodcast(request.params.id);
      await app.db
        .insertInto('podcast_favourites')
        .values({ user_id: userId(request), podcast_id: request.params.id, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['user_id', 'podcast_id']).doNothing())
        .execute();
      return reply.code(204).send(null);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/notifications/podcasts/:id',
    {
      schema: schema('Stops notifying the signed-in user of the podcast’s new episodes (removed from favourites)'),
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await app.db
        .deleteFrom('podcast_favourites')
        .where('user_id', '=', userId(request))
        .where('podcast_id', '=', request.params.id)
        .execute();
      return reply.code(204).send(null);
    },
  );
}
