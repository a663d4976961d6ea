import { href } from '@kora/shared/routes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { notifyAll } from '../notifications/notify';

type Writer = Kysely<Database>;

/**
 * A release visitors can now see (created published, or published later): each follower of its artist
 * hears of it once, live. The artist's own account is not told of its own release.
 */
export async function notifyNewRelease(db: Writer, releaseId: number): Promise<void> {
  const release = await db
    .selectFrom('releases')
    .innerJoin('artists', 'artists.id', 'releases.artist_id')
    .select(['releases.id', 'releases.title', 'artists.id as artistId', 'artists.name as artist', 'artists.user_id'])
    .where('releases.id', '=', releaseId)
    .where('releases.status', '=', 'published')
    .executeTakeFirst();
  if (!release) return;
  let followers = db
    .selectFrom('favourites')
    .select('user_id')
    .where('kind', '=', 'artists')
    .where('item_id', '=', release.artistId);
  if (release.user_id !== null) followers = followers.where('user_id', '!=', release.user_id);
  const told = await followers.execute();
  await notifyAll(
    db,
    told.map((follower) => ({
      userId: follower.user_id,
      kind: 'new-release' as const,
      params: { artist: release.artist, title: release.title },
      link: href('release', { id: release.id }),
      once: `release:${release.id}`,
    })),
  );
}
