import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, ReleaseRow, TrackRow } from '../../db/tables';
import type { ClipRow } from '../catalogue/clips-query';
import type { ReleaseWithArtist } from '../catalogue/releases-repository';
import { tracksOfReleases } from '../catalogue/tracks-query';

export type CreatorReleaseRow = ReleaseWithArtist;
type Reader = Db | Transaction<Database>;

/** An artist's own releases, whatever their status, with what the creator views add (sales, clip). */
export class CreatorReleasesRepository {
  constructor(private readonly db: Db) {}

  private base(db: Reader = this.db) {
    return db
      .selectFrom('releases')
      .innerJoin('artists', 'artists.id', 'releases.artist_id')
      .selectAll('releases')
      .select(['artists.name as artist_name', 'artists.slug as artist_slug']);
  }

  /** Every release of the artist, newest release date first. */
  listOf(artistId: number): Promise<CreatorReleaseRow[]> {
    return this.base()
      .where('releases.artist_id', '=', artistId)
      .orderBy('releases.release_date', 'desc')
      .orderBy('releases.id', 'desc')
      .execute();
  }

  /** The release when it is the artist's; another artist's release is as good as missing. */
  findOwned(id: number, artistId: number, db: Reader = this.db): Promise<CreatorReleaseRow | undefined> {
    return this.base(db).where('releases.id', '=', id).where('releases.artist_id', '=', artistId).executeTakeFirst();
  }

  tracksOf(releaseIds: number[]): Promise<Map<number, TrackRow[]>> {
    return tracksOfReleases(this.db, releaseIds);
  }

  /** Paid purchases of each release or of one of its tracks. */
  async salesOf(releaseIds: number[], db: Reader = this.db): Promise<Map<number, number>> {
    const sales = new Map<number, number>(releaseIds.map((id) => [id, 0]));
    if (releaseIds.length === 0) return sales;
    const rows = await db
      .selectFrom('purchases')
      .leftJoin('tracks', 'tracks.id', 'purchases.track_id')
      .select((eb) => [
        eb.fn.coalesce('purchases.release_id', 'tracks.release_id').as('release_id'),
        eb.fn.countAll<number>().as('count'),
      ])
      .where('purchases.status', '=', 'paid')
      .where((eb) => eb.or([eb('purchases.release_id', 'in', releaseIds), eb('tracks.release_id', 'in', releaseIds)]))
      .groupBy((eb) => eb.fn.coalesce('purchases.release_id', 'tracks.release_id'))
      .execute();
    for (const row of rows) if (row.release_id !== null) sales.set(Number(row.release_id), Number(row.count));
    return sales;
  }

  /** The clip a video release sells, as its owner sees it (drafts included). */
  async clipOf(release: ReleaseRow): Promise<ClipRow | null> {
    if (release.video_clip_id === null) return null;
    const clip = await this.db
      .selectFrom('video_clips')
      .innerJoin('artists', 'artists.id', 'video_clips.artist_id')
      .selectAll('video_clips')
      .select('artists.name as artist_name')
      .where('video_clips.id', '=', release.video_clip_id)
      .executeTakeFirst();
    return clip ? { ...clip, release_id: release.id } : null;
  }
}
