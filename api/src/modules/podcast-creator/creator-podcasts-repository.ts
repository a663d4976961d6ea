import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import {
  episodesWithPodcast,
  podcastsWithStats,
  type EpisodeWithPodcast,
  type PodcastWithStats,
} from '../catalogue/podcasts-repository';

export const PODCAST_NOT_FOUND = 'Podcast non trouvé';
export const EPISODE_NOT_FOUND = 'Épisode non trouvé';

export interface NewPodcast {
  title: string;
  description: string | null;
  coverImage: string | null;
}

export interface NewEpisode {
  podcastId: number;
  title: string;
  description: string | null;
  audioFile: string;
  coverImage: string | null;
  durationSeconds: number;
  hostName: string;
}

/** A creator's own podcasts and episodes, whatever their status: every query is scoped to the creator. */
export class CreatorPodcastsRepository {
  constructor(private readonly db: Db) {}

  private podcasts(creatorId: number) {
    return podcastsWithStats(this.db).where('podcasts.creator_id', '=', creatorId);
  }

  /** Last updated first. */
  list(creatorId: number): Promise<PodcastWithStats[]> {
    return this.podcasts(creatorId)
      .orderBy('podcasts.updated_at', 'desc')
      .orderBy('podcasts.id', 'desc')
      .execute() as Promise<PodcastWithStats[]>;
  }

  find(creatorId: number, podcastId: number): Promise<PodcastWithStats | undefined> {
    return this.podcasts(creatorId).where('podcasts.id', '=', podcastId).executeTakeFirst() as Promise<
      PodcastWithStats | undefined
    >;
  }

  async create(creatorId: number, podcast: NewPodcast): Promise<number> {
    const now = nowIso();
    const row = await this.db
      .insertInto('podcasts')
      .values({
        creator_id: creatorId,
        title: podcast.title,
        description: podcast.description,
        cover_image: podcast.coverImage,
        status: 'draft',
        created_at: now,
        updated_at: now,
        published_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(podcastId: number, changes: { title: string; description?: string | null }): Promise<void> {
    await this.db
      .updateTable('podcasts')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', podcastId)
      .execute();
  }

  /** A draft becomes published now; a podcast already published (or live) stays as it is. */
  async publish(podcastId: number): Promise<void> {
    const now = nowIso();
    await this.db
      .updateTable('podcasts')
      .set({ status: 'published', published_at: now, updated_at: now })
      .where('id', '=', podcastId)
      .where('status', '=', 'draft')
      .execute();
  }

  /** The podcast with its episodes and their comments and votes; answers the media they named (covers, audio). */
  async delete(podcastId: number): Promise<(string | null)[]> {
    return this.db.transaction().execute(async (trx) => {
      const podcast = await trx
        .selectFrom('podcasts')
        .select('cover_image')
        .where('id', '=', podcastId)
        .executeTakeFirst();
      const media = await trx
        .selectFrom('episodes')
        .select(['audio_file', 'cover_image'])
        .where('podcast_id', '=', podcastId)
        .execute();
      const episodes = trx.selectFrom('episodes').select('id').where('podcast_id', '=', podcastId);
      await trx.deleteFrom('episode_ratings').where('episode_id', 'in', episodes).execute();
      await trx.deleteFrom('comments').where('episode_id', 'in', episodes).execute();
      await trx.updateTable('releases').set({ episode_id: null }).where('episode_id', 'in', episodes).execute();
      await trx.deleteFrom('episodes').where('podcast_id', '=', podcastId).execute();
      await trx.deleteFrom('podcasts').where('id', '=', podcastId).execute();
      return [podcast?.cover_image ?? null, ...media.flatMap((episode) => [episode.audio_file, episode.cover_image])];
    });
  }

  private episodes(creatorId: number) {
    return episodesWithPodcast(this.db).where('podcasts.creator_id', '=', creatorId);
  }

  /** Every episode of one of the creator's podcasts, newest first. */
  listEpisodes(creatorId: number, podcastId: number): Promise<EpisodeWithPodcast[]> {
    return this.episodes(creatorId)
      .where('episodes.podcast_id', '=', podcastId)
      .orderBy('episodes.created_at', 'desc')
      .orderBy('episodes.id', 'desc')
      .execute();
  }

  findEpisode(creatorId: number, episodeId: number): Promise<EpisodeWithPodcast | undefined> {
    return this.episodes(creatorId).where('episodes.id', '=', episodeId).executeTakeFirst();
  }

  /** A draft episode; its podcast counts as updated. */
  async createEpisode(episode: NewEpisode): Promise<number> {
    const now = nowIso();
    const row = await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('episodes')
        .values({
          podcast_id: episode.podcastId,
          title: episode.title,
          description: episode.description,
          audio_file: episode.audioFile,
          cover_image: episode.coverImage,
          duration_seconds: episode.durationSeconds,
          status: 'draft',
          host_name: episode.hostName,
          created_at: now,
          published_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('podcasts').set({ updated_at: now }).where('id', '=', episode.podcastId).execute();
      return inserted;
    });
    return row.id;
  }

  /** A draft episode becomes published now (its podcast counts as updated); otherwise nothing changes. */
  async publishEpisode(episode: { id: number; podcast_id: number }): Promise<void> {
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      const published = await trx
        .updateTable('episodes')
        .set({ status: 'published', published_at: now })
        .where('id', '=', episode.id)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      if (Number(published.numUpdatedRows) > 0) {
        await trx.updateTable('podcasts').set({ updated_at: now }).where('id', '=', episode.podcast_id).execute();
      }
    });
  }
}
