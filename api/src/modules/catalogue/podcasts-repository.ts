import type { Db } from '../../db/connection';
import type { EpisodeRow, PodcastRow } from '../../db/tables';

export type PodcastWithStats = PodcastRow & {
  host: string | null;
  episodes_count: number | string | bigint | null;
  total_views: number | string | bigint | null;
};
export type EpisodeWithPodcast = EpisodeRow & { podcast_title: string; podcast_cover: string | null };

/** Statuses visitors may see. */
const PUBLIC = ['published', 'live'] as const;

/** Published podcasts and their published or live episodes. */
export class PodcastsRepository {
  constructor(private readonly db: Db) {}

  private podcasts() {
    return this.db
      .selectFrom('podcasts')
      .selectAll('podcasts')
      .select((eb) => [
        eb
          .selectFrom('episodes')
          .select(eb.fn.countAll().as('n'))
          .whereRef('episodes.podcast_id', '=', 'podcasts.id')
          .where('episodes.status', 'in', PUBLIC)
          .as('episodes_count'),
        eb
          .selectFrom('episodes')
          .select((inner) => inner.fn.sum<number>('episodes.viewers').as('v'))
          .whereRef('episodes.podcast_id', '=', 'podcasts.id')
          .where('episodes.status', 'in', PUBLIC)
          .as('total_views'),
        eb
          .selectFrom('episodes')
          .select('episodes.host_name')
          .whereRef('episodes.podcast_id', '=', 'podcasts.id')
          .orderBy('episodes.id')
          .limit(1)
          .as('host'),
      ])
      .where('podcasts.status', 'in', PUBLIC);
  }

  list(limit: number): Promise<PodcastWithStats[]> {
    return this.podcasts().orderBy('podcasts.updated_at', 'desc').orderBy('podcasts.id', 'desc').limit(limit).execute() as Promise<PodcastWithStats[]>;
  }

  find(id: number): Promise<PodcastWithStats | undefined> {
    return this.podcasts().where('podcasts.id', '=', id).executeTakeFirst() as Promise<PodcastWithStats | undefined>;
  }

  private episodes() {
    return this.db
      .selectFrom('episodes')
      .innerJoin('podcasts', 'podcasts.id', 'episodes.podcast_id')
      .selectAll('episodes')
      .select(['podcasts.title as podcast_title', 'podcasts.cover_image as podcast_cover'])
      .where('episodes.status', 'in', PUBLIC)
      .where('podcasts.status', 'in', PUBLIC);
  }

  listEpisodes(filter: { limit: number; status?: 'published' | 'live'; podcastId?: number }): Promise<EpisodeWithPodcast[]> {
    let query = this.episodes();
    if (filter.status) query = query.where('episodes.status', '=', filter.status);
    if (filter.podcastId !== undefined) query = query.where('episodes.podcast_id', '=', filter.podcastId);
    return query.orderBy('episodes.published_at', 'desc').orderBy('episodes.id', 'desc').limit(filter.limit).execute();
  }

  findEpisode(id: number): Promise<EpisodeWithPodcast | undefined> {
    return this.episodes().where('episodes.id', '=', id).executeTakeFirst();
  }
}
