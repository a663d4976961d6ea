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
