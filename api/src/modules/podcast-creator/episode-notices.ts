import { href } from '@kora/shared/routes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { notifyAll } from '../notifications/notify';

type Writer = Kysely<Database>;

/**
 * A new episode out: each user who has its podcast in their favourites hears of it once, when visitors
 * can listen to it (the episode and its podcast both public). Its creator is not told of their own work.
 */
export async function notifyNewEpisode(db: Writer, episodeId: number): Promise<void> {
  const episode = await db
    .selectFrom('episodes')
    .innerJoin('podcasts', 'podcasts.id', 'episodes.podcast_id')
    .select([
      'episodes.id',
      'episodes.title',
      'podcasts.id as podcastId',
      'podcasts.title as podcast',
      'podcasts.creator_id',
    ])
    .where('episodes.id', '=', episodeId)
    .where('episodes.status', 'in', ['published', 'live'])
    .where('podcasts.status', 'in', ['published', 'live'])
    .executeTakeFirst();
  if (!episode) return;
  const listeners = await db
    .selectFrom('favourites')
    .select('user_id')
    .where('kind', '=', 'podcasts')
    .where('item_id', '=', episode.podcastId)
    .where('user_id', '!=', episode.creator_id)
    .execute();
  await notifyAll(
    db,
    listeners.map((listener) => ({
      userId: listener.user_id,
      kind: 'new-episode' as const,
      params: { podcast: episode.podcast, episode: episode.title },
      link: href('episode', { id: episode.id }),
      once: `episode:${episode.id}`,
    })),
  );
}
