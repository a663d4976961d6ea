import type { EpisodeSort } from '@kora/shared/contracts';
import { POPULAR_EPISODE_VIEWERS } from '@kora/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import { containsPattern } from '../../db/search';
import type { EpisodeRow, PodcastRow } from '../../db/tables';

export type PodcastWithStats = PodcastRow & {
  host: string | null;
  episodes_count: number | string | bigint | null;
  total_views: number | string | bigint | null;
};
export type EpisodeWithPodcast = EpisodeRow & { podcast_title: string; podcast_cover: string | null };

export interface EpisodeFilter {
  limit: number;
  offset?: number;
  status?: 'published' | 'live';
  podcastId?: number;
  /** Episode title or description, or podcast title, contains it. */
  search?: string;
  /** Only episodes with more than POPULAR_EPISODE_VIEWERS viewers. */
  popular?: boolean;
  sort?: EpisodeSort;
}

/** Statuses visitors may see. */
const PUBLIC = ['published', 'live'] as const;
type PublicationStatus = EpisodeRow['status'];

/**
 * Podcasts with the count and total viewers of their episodes and the host of the first one,
 * counting only episodes of `episodeStatuses` (every episode when absent).
 */
export function podcastsWithStats(db: Db, episodeStatuses?: readonly PublicationStatus[]) {
  return db
    .selectFrom('podcasts')
    .selectAll('podcasts')
    .select((eb) => {
      const episodesOf = () =>
        eb
          .selectFrom('episodes')
          .whereRef('episodes.podcast_id', '=', 'podcasts.id')
          .$if(episodeStatuses !== undefined, (qb) => qb.where('episodes.status', 'in', episodeStatuses ?? []));
      return [
        episodesOf().select(eb.fn.countAll().as('n')).as('episodes_count'),
        episodesOf()
          .select((inner) => inner.fn.sum<number>('episodes.viewers').as('v'))
          .as('total_views'),
        episodesOf().select('episodes.host_name').orderBy('episodes.id').limit(1).as('host'),
      ];
    });
}

/** Episodes with the title and cover of their podcast. */
export function episodesWithPodcast(db: Db) {
  return db
    .selectFrom('episodes')
    .innerJoin('podcasts', 'podcasts.id', 'episodes.podcast_id')
    .selectAll('episodes')
    .select(['podcasts.title as podcast_title', 'podcasts.cover_image as podcast_cover']);
}

/** Published podcasts and their published or live episodes. */
export class PodcastsRepository {
  constructor(private readonly db: Db) {}

  private podcasts() {
    return podcastsWithStats(this.db, PUBLIC).where('podcasts.status', 'in', PUBLIC);
  }

  list(limit: number): Promise<PodcastWithStats[]> {
    return this.podcasts()
      .orderBy('podcasts.updated_at', 'desc')
      .orderBy('podcasts.id', 'desc')
      .limit(limit)
      .execute() as Promise<PodcastWithStats[]>;
  }

  find(id: number): Promise<PodcastWithStats | undefined> {
    return this.podcasts().where('podcasts.id', '=', id).executeTakeFirst() as Promise<PodcastWithStats | undefined>;
  }

  private episodes() {
    return episodesWithPodcast(this.db).where('episodes.status', 'in', PUBLIC).where('podcasts.status', 'in', PUBLIC);
  }

  listEpisodes(filter: EpisodeFilter): Promise<EpisodeWithPodcast[]> {
    let query = this.episodes();
    if (filter.status) query = query.where('episodes.status', '=', filter.status);
    if (filter.podcastId !== undefined) query = query.where('episodes.podcast_id', '=', filter.podcastId);
    if (filter.popular) query = query.where('episodes.viewers', '>', POPULAR_EPISODE_VIEWERS);
    const term = filter.search?.trim();
    if (term) {
      const pattern = containsPattern(term);
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['episodes.title']), 'like', pattern),
          eb(eb.fn('lower', ['episodes.description']), 'like', pattern),
          eb(eb.fn('lower', ['podcasts.title']), 'like', pattern),
        ]),
      );
    }
    if (filter.sort === 'live-first') {
      query = query.orderBy(sql`case when episodes.status = 'live' then 0 else 1 end`);
    }
    return query
      .orderBy('episodes.published_at', 'desc')
      .orderBy('episodes.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset ?? 0)
      .execute();
  }

  /** The average vote (2 decimals) and the number of votes of an episode. */
  async rating(episodeId: number): Promise<{ rating: number; ratingCount: number }> {
    const row = await this.db
      .selectFrom('episode_ratings')
      .select((eb) => [
        eb.fn.avg<number | string | null>('rating').as('average'),
        eb.fn.countAll<number | string | bigint>().as('votes'),
      ])
      .where('episode_id', '=', episodeId)
      .executeTakeFirst();
    const votes = Number(row?.votes ?? 0);
    const average = votes > 0 ? Number(row?.average ?? 0) : 0;
    return { rating: Math.round(average * 100) / 100, ratingCount: votes };
  }

  /** Records a vote; a voter who already voted on the episode has that vote replaced. */
  async rate(episodeId: number, rating: number, voter: { userId: number | null; key: string }): Promise<void> {
    await this.db
      .insertInto('episode_ratings')
      .values({ episode_id: episodeId, user_id: voter.userId, voter_key: voter.key, rating, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['episode_id', 'voter_key']).doUpdateSet({ rating, created_at: nowIso() }))
      .execute();
  }

  /** One more viewer on a visible episode; its new count, or undefined when there is no such episode. */
  async incrementViewers(episodeId: number): Promise<number | undefined> {
    if (!(await this.findEpisode(episodeId))) return undefined;
    await this.db
      .updateTable('episodes')
      .set((eb) => ({ viewers: eb('viewers', '+', 1) }))
      .where('id', '=', episodeId)
      .execute();
    const row = await this.db
      .selectFrom('episodes')
      .select('viewers')
      .where('id', '=', episodeId)
      .executeTakeFirstOrThrow();
    return row.viewers;
  }

  findEpisode(id: number): Promise<EpisodeWithPodcast | undefined> {
    return this.episodes().where('episodes.id', '=', id).executeTakeFirst();
  }
}
