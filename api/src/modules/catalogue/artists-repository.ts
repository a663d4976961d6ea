import type { ArtistSort } from '@kora/shared/contracts';
import type { Db } from '../../db/connection';
import type { ArtistRow } from '../../db/tables';
import { clipsQuery, type ClipRow } from './clips-query';
import { containsPattern } from '../../db/search';
import { artistSlug } from '@kora/shared/format';

export type ArtistWithCounts = ArtistRow & { releases_count: number | string | bigint | null };

/** Artists with their published release counts, and their video clips. */
export class ArtistsRepository {
  constructor(private readonly db: Db) {}

  private base() {
    return this.db
      .selectFrom('artists')
      .selectAll('artists')
      .select((eb) =>
        eb
          .selectFrom('releases')
          .select(eb.fn.countAll().as('n'))
          .whereRef('releases.artist_id', '=', 'artists.id')
          .where('releases.status', '=', 'published')
          .as('releases_count'),
      );
  }

  list({
    limit,
    offset = 0,
    search,
    sort = 'featured',
  }: {
    limit: number;
    offset?: number;
    search?: string;
    sort?: ArtistSort;
  }): Promise<ArtistWithCounts[]> {
    let query = this.base();
    const term = search?.trim().toLowerCase();
    if (term) {
      const pattern = containsPattern(term);
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['artists.name']), 'like', pattern),
          eb(eb.fn('lower', ['artists.real_name']), 'like', pattern),
        ]),
      );
    }
    const ordered =
      sort === 'popular'
        ? query.orderBy('artists.followers', 'desc')
        : sort === 'newest'
          ? query.orderBy('artists.created_at', 'desc')
          : query.orderBy('artists.popularity', 'desc');
    return ordered.orderBy('artists.name').orderBy('artists.id').limit(limit).offset(offset).execute() as Promise<
      ArtistWithCounts[]
    >;
  }

  /** By numeric id, or by slug (the name lowercased, spaces turned into hyphens). */
  findByIdOrSlug(idOrSlug: string): Promise<ArtistWithCounts | undefined> {
    const query = /^\d+$/.test(idOrSlug)
      ? this.base().where('artists.id', '=', Number(idOrSlug))
      : this.base().where('artists.slug', '=', artistSlug(idOrSlug));
    return query.executeTakeFirst() as Promise<ArtistWithCounts | undefined>;
  }

  /** These artists, in no particular order (missing ids are left out). */
  byIds(ids: readonly number[]): Promise<ArtistWithCounts[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.base()
      .where('artists.id', 'in', [...ids])
      .execute() as Promise<ArtistWithCounts[]>;
  }

  videos(artistId: number, limit: number): Promise<ClipRow[]> {
    return clipsQuery(this.db)
      .where('video_clips.artist_id', '=', artistId)
      .orderBy('video_clips.release_date', 'desc')
      .orderBy('video_clips.id', 'desc')
      .limit(limit)
      .execute();
  }
}
