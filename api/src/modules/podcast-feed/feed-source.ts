import { href } from '@kora/shared/routes';
import { fillPath, podcastFeed } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { PodcastsRepository } from '../catalogue/podcasts-repository';
import { podcastOwner } from '../podcast-creator/podcast-owner';
import { enclosureOf, isFeedArtwork, type Enclosure } from './enclosure';
import type { FeedEpisode, PodcastFeed } from './feed-document';
import { episodeGuid, podcastGuid } from './podcast-guid';
import { plainText } from './plain-text';

/** Podcast apps read a feed whole, without paging: it lists every published episode, up to this bound. */
const FEED_MAX_EPISODES = 1000;
const FEED_LANGUAGE = 'fr';
/** Apple Podcasts category: Kora is a music platform. */
const FEED_CATEGORY = 'Music';
const FUNDING_TEXT = 'Soutenir ce podcast sur Kora';
/** Sizes asked of the storage at once: a bucket answers each in a few milliseconds, a thousand in turn would be slow. */
const SIZES_AT_ONCE = 16;

const latest = (dates: (string | null | undefined)[]): Date =>
  new Date(Math.max(...dates.filter((date): date is string => Boolean(date)).map((date) => Date.parse(date))));

/** The enclosure of each episode, in order: null where its audio is not stored. */
async function enclosuresOf(app: FastifyInstance, audioFiles: (string | null)[]): Promise<(Enclosure | null)[]> {
  const enclosures: (Enclosure | null)[] = [];
  for (let first = 0; first < audioFiles.length; first += SIZES_AT_ONCE) {
    const batch = audioFiles.slice(first, first + SIZES_AT_ONCE).map(async (audioFile) => {
      const url = app.media.url(audioFile);
      return audioFile && url ? enclosureOf(app.storage.public, audioFile, url) : null;
    });
    enclosures.push(...(await Promise.all(batch)));
  }
  return enclosures;
}

/**
 * What the feed of a podcast says, read from the catalogue: null when the podcast does not exist or
 * is not published. Items are its published episodes whose audio file is stored, newest first.
 */
export async function loadPodcastFeed(app: FastifyInstance, podcastId: number): Promise<PodcastFeed | null> {
  const podcasts = new PodcastsRepository(app.db);
  const podcast = await podcasts.find(podcastId);
  if (!podcast) return null;
  const owner = await podcastOwner(app.db, podcast.creator_id);

  const { publicUrl, webUrl } = app.config;
  const feedUrl = `${publicUrl}/api${fillPath(podcastFeed.path, { id: podcast.id })}`;
  const guid = podcastGuid(feedUrl);
  const pageUrl = `${webUrl}${href('podcast', { id: podcast.id })}`;

  const rows = await podcasts.listEpisodes({ podcastId: podcast.id, status: 'published', limit: FEED_MAX_EPISODES });
  const enclosures = await enclosuresOf(
    app,
    rows.map((row) => row.audio_file),
  );
  const episodes: FeedEpisode[] = [];
  for (const [n, row] of rows.entries()) {
    const enclosure = enclosures[n];
    if (!enclosure) continue;
    const cover = app.media.url(row.cover_image);
    episodes.push({
      guid: episodeGuid(guid, row.id),
      title: row.title,
      description: plainText(row.description) || row.title,
      pageUrl: `${webUrl}${href('episode', { id: row.id })}`,
      publishedAt: new Date(row.published_at ?? row.created_at),
      enclosure,
      durationSeconds: row.duration_seconds,
      imageUrl: isFeedArtwork(cover) ? cover : null,
    });
  }

  const cover = app.media.url(podcast.cover_image);
  return {
    title: podcast.title,
    description: plainText(podcast.description) || podcast.title,
    pageUrl,
    feedUrl,
    guid,
    language: FEED_LANGUAGE,
    author: podcast.host || owner.name,
    owner,
    imageUrl: isFeedArtwork(cover) ? cover : null,
    category: FEED_CATEGORY,
    funding: { url: pageUrl, text: FUNDING_TEXT },
    lastBuildDate: latest([podcast.updated_at, podcast.published_at, ...rows.map((row) => row.published_at)]),
    episodes,
  };
}
