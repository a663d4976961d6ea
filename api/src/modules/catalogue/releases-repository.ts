import type { ReleaseType } from '@kora/shared/contracts';
import type { Db } from '../../db/connection';
import type { ReleaseRow, TrackRow, VideoClipRow } from '../../db/tables';

export type ReleaseWithArtist = ReleaseRow & { artist_name: string; artist_slug: string };

export const AUDIO_RELEASE_TYPES: readonly ReleaseType[] = ['single', 'album', 'ep'];

export interface ReleaseFilter {
  limit: number;
  exclude?: number;
  types?: readonly ReleaseType[];
  genre?: string;
  artistId?: number;
  order: 'newest' | 'most-played';
}

/** Published releases with their artist, tracks and clips. */
export class ReleasesRepository {
  constructor(private readonly db: Db) {}

  private base() {
    return this.db
      .selectFrom('releases')
      .innerJoin('artists', 'artists.id', 'releases.artist_id')
      .selectAll('releases')
      .select(['artists.name as artist_name', 'artists.slug as artist_slug'])
      .where('releases.status', '=', 'published');
  }

  list(filter: ReleaseFilter): Promise<ReleaseWithArtist[]> {
    let query = this.base();
    if (filter.exclude !== undefined) query = query.where('releases.id', '!=', filter.exclude);
    if (filter.types && filter.types.length > 0) query = query.where('releases.type', 'in', filter.types);
    if (filter.genre) query = query.where((eb) => eb(eb.fn('lower', ['releases.genre']), '=', filter.genre!.toLowerCase()));
    if (filter.artistId !== undefined) query = query.where('releases.artist_id', '=', filter.artistId);
    query =
      filter.order === 'most-played'
        ? query.orderBy('releases.plays_count', 'desc').orderBy('releases.id', 'desc')
        : query.orderBy('releases.release_date', 'desc').orderBy('releases.id', 'desc');
    return query.limit(filter.limit).execute();
  }

  find(id: number): Promise<ReleaseWithArtist | undefined> {
    return this.base().where('releases.id', '=', id).executeTakeFirst();
  }

  async tracksOf(releaseIds: number[]): Promise<Map<number, TrackRow[]>> {
    const byRelease = new Map<number, TrackRow[]>(releaseIds.map((id) => [id, []]));
    if (releaseIds.length === 0) return byRelease;
    const rows = await this.db
      .selectFrom('tracks')
      .selectAll()
      .where('release_id', 'in', releaseIds)
      .orderBy('release_id')
      .orderBy('position')
      .execute();
    for (const row of rows) byRelease.get(row.release_id)?.push(row);
    return byRelease;
  }

  clip(id: number): Promise<(VideoClipRow & { artist_name: string }) | undefined> {
    return this.db
      .selectFrom('video_clips')
      .innerJoin('artists', 'artists.id', 'video_clips.artist_id')
      .selectAll('video_clips')
      .select('artists.name as artist_name')
      .where('video_clips.id', '=', id)
      .executeTakeFirst();
  }

  /** Tracks of the newest audio releases, newest release first. */
  latestTracks(limit: number): Promise<Array<TrackRow & { release_title: string; release_type: ReleaseType; release_cover: string | null; artist_name: string; artist_slug: string }>> {
    return this.db
      .selectFrom('tracks')
      .innerJoin('releases', 'releases.id', 'tracks.release_id')
      .innerJoin('artists', 'artists.id', 'releases.artist_id')
      .selectAll('tracks')
      .select([
        'releases.title as release_title',
        'releases.type as release_type',
        'releases.cover as release_cover',
        'artists.name as artist_name',
        'artists.slug as artist_slug',
      ])
      .where('releases.status', '=', 'published')
      .where('releases.type', 'in', AUDIO_RELEASE_TYPES)
      .where('tracks.audio_file', 'is not', null)
      .orderBy('releases.release_date', 'desc')
      .orderBy('tracks.release_id', 'desc')
      .orderBy('tracks.position')
      .limit(limit)
      .execute();
  }
}
