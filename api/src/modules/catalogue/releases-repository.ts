import type { ArtistType, Genre, ListenRecorded, ReleaseSort, ReleaseType } from '@kora/shared/contracts';
import { sql } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Db } from '../../db/connection';
import { containsPattern } from '../../db/search';
import type { ReleaseRow, TrackRow } from '../../db/tables';
import { clipsQuery, type ClipRow } from './clips-query';
import { legacyCutoff } from './artist-type';
import { tracksOfReleases } from './tracks-query';

export const RELEASE_NOT_FOUND = 'Release introuvable.';

export type ReleaseWithArtist = ReleaseRow & { artist_name: string; artist_slug: string };

/** A listen made offline, sent later by the device: when it was played, and the id the device gave it. */
export interface OfflinePlay {
  playedAt: string;
  clientId: string;
}

/** What recording an offline play answers when its client id was recorded before: it is not counted again. */
export const ALREADY_RECORDED = 'already-recorded';

export const AUDIO_RELEASE_TYPES: readonly ReleaseType[] = ['single', 'album', 'ep'];

export interface ReleaseFilter {
  limit: number;
  offset?: number;
  exclude?: number;
  types?: readonly ReleaseType[];
  genre?: Genre;
  artistId?: number;
  /** Title or artist name contains it, case-insensitively. */
  search?: string;
  artistType?: ArtistType;
  /** 'most-played' is 'popular' under the name the top list always had. */
  order: ReleaseSort | 'most-played';
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
    if (filter.genre) query = query.where('releases.genre', '=', filter.genre);
    if (filter.artistId !== undefined) query = query.where('releases.artist_id', '=', filter.artistId);
    const term = filter.search?.trim();
    if (term) {
      const pattern = containsPattern(term);
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['releases.title']), 'like', pattern),
          eb(eb.fn('lower', ['artists.name']), 'like', pattern),
        ]),
      );
    }
    if (filter.artistType) {
      // ISO-8601 UTC text compares in time order on both databases.
      query = query.where('artists.created_at', filter.artistType === 'legacy' ? '<' : '>=', legacyCutoff());
    }
    switch (filter.order) {
      case 'featured':
        query = query.orderBy('releases.likes', 'desc');
        break;
      case 'popular':
      case 'most-played':
        query = query.orderBy('releases.plays_count', 'desc');
        break;
      case 'newest':
        break;
    }
    query = query.orderBy('releases.release_date', 'desc').orderBy('releases.id', 'desc');
    return query
      .limit(filter.limit)
      .offset(filter.offset ?? 0)
      .execute();
  }

  find(id: number): Promise<ReleaseWithArtist | undefined> {
    return this.base().where('releases.id', '=', id).executeTakeFirst();
  }

  tracksOf(releaseIds: number[]): Promise<Map<number, TrackRow[]>> {
    return tracksOfReleases(this.db, releaseIds);
  }

  clip(id: number): Promise<ClipRow | undefined> {
    return clipsQuery(this.db).where('video_clips.id', '=', id).executeTakeFirst();
  }

  /** Tracks of the newest audio releases, newest release first. */
  latestTracks(limit: number): Promise<
    Array<
      TrackRow & {
        release_title: string;
        release_type: ReleaseType;
        release_cover: string | null;
        artist_name: string;
        artist_slug: string;
      }
    >
  > {
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

  /**
   * A play of a track of a published release: one more listen on the track and on its release, and a
   * row of its own (by whom when signed in, and when) for the artist's plays per day.
   */
  recordListen(trackId: number, listenerId?: number | null): Promise<ListenRecorded | undefined>;
  /** A play made offline: recorded at the time it was played, once per client id (else ALREADY_RECORDED). */
  recordListen(
    trackId: number,
    listenerId: number | null,
    offline: OfflinePlay,
  ): Promise<ListenRecorded | typeof ALREADY_RECORDED | undefined>;
  async recordListen(
    trackId: number,
    listenerId: number | null = null,
    offline?: OfflinePlay,
  ): Promise<ListenRecorded | typeof ALREADY_RECORDED | undefined> {
    return this.db.transaction().execute(async (trx) => {
      // A write first: SQLite then grants this transaction the write lock at once, where one that read
      // first could not write after another API process did.
      const listen = await trx
        .insertInto('listens')
        .columns(['track_id', 'release_id', 'user_id', 'created_at', 'client_id'])
        .expression(
          trx
            .selectFrom('tracks')
            .innerJoin('releases', 'releases.id', 'tracks.release_id')
            .select([
              'tracks.id',
              'tracks.release_id',
              sql<number | null>`cast(${listenerId} as integer)`.as('user_id'),
              sql<string>`cast(${offline?.playedAt ?? nowIso()} as text)`.as('created_at'),
              sql<string | null>`cast(${offline?.clientId ?? null} as text)`.as('client_id'),
            ])
            .where('tracks.id', '=', trackId)
            .where('releases.status', '=', 'published'),
        )
        .onConflict((oc) => oc.column('client_id').doNothing())
        .returning(['track_id', 'release_id'])
        .executeTakeFirst();
      if (!listen) {
        if (!offline) return undefined;
        const before = await trx
          .selectFrom('listens')
          .select('id')
          .where('client_id', '=', offline.clientId)
          .executeTakeFirst();
        return before ? ALREADY_RECORDED : undefined;
      }
      await trx
        .updateTable('tracks')
        .set((eb) => ({ plays_count: eb('plays_count', '+', 1) }))
        .where('id', '=', listen.track_id)
        .execute();
      await trx
        .updateTable('releases')
        .set((eb) => ({ plays_count: eb('plays_count', '+', 1) }))
        .where('id', '=', listen.release_id)
        .execute();
      const counts = await trx
        .selectFrom('tracks')
        .innerJoin('releases', 'releases.id', 'tracks.release_id')
        .select(['tracks.plays_count as track_listens', 'releases.plays_count as release_listens'])
        .where('tracks.id', '=', listen.track_id)
        .executeTakeFirstOrThrow();
      return {
        trackId: listen.track_id,
        releaseId: listen.release_id,
        trackListens: counts.track_listens,
        releaseListens: counts.release_listens,
      };
    });
  }

  /** The listen count of a published release. */
  async listens(releaseId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('releases')
      .select('plays_count')
      .where('id', '=', releaseId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    return row?.plays_count;
  }
}
