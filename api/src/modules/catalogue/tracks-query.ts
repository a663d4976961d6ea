import type { Db } from '../../db/connection';
import type { TrackRow } from '../../db/tables';

/** The tracks of each release, in their order; every asked release has an entry, empty when it has none. */
export async function tracksOfReleases(db: Db, releaseIds: number[]): Promise<Map<number, TrackRow[]>> {
  const byRelease = new Map<number, TrackRow[]>(releaseIds.map((id) => [id, []]));
  if (releaseIds.length === 0) return byRelease;
  const rows = await db
    .selectFrom('tracks')
    .selectAll()
    .where('release_id', 'in', releaseIds)
    .orderBy('release_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byRelease.get(row.release_id)?.push(row);
  return byRelease;
}

export type TrackWithRelease = TrackRow & { cover: string | null; artist_name: string; artist_slug: string };

/** These tracks when their release is published, with what the track presenter needs (order not kept). */
export async function publishedTracks(db: Db, ids: readonly number[]): Promise<TrackWithRelease[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('tracks')
    .innerJoin('releases', 'releases.id', 'tracks.release_id')
    .innerJoin('artists', 'artists.id', 'releases.artist_id')
    .selectAll('tracks')
    .select(['releases.cover', 'artists.name as artist_name', 'artists.slug as artist_slug'])
    .where('tracks.id', 'in', [...ids])
    .where('releases.status', '=', 'published')
    .execute();
}
