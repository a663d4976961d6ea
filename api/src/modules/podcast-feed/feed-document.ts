import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { Enclosure } from './enclosure';

export const FEED_NAMESPACES = {
  itunes: 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  podcast: 'https://podcastindex.org/namespace/1.0',
  atom: 'http://www.w3.org/2005/Atom',
} as const;

export interface FeedEpisode {
  guid: string;
  title: string;
  /** Plain text. */
  description: string;
  pageUrl: string;
  publishedAt: Date;
  enclosure: Enclosure;
  durationSeconds: number;
  /** The episode's own JPEG or PNG cover, absolute; null when it shows its podcast's. */
  imageUrl: string | null;
}

export interface PodcastFeed {
  title: string;
  /** Plain text. */
  description: string;
  pageUrl: string;
  feedUrl: string;
  guid: string;
  language: string;
  author: string;
  owner: { name: string; email: string };
  /** Absolute JPEG or PNG artwork; null when the podcast has none. */
  imageUrl: string | null;
  category: string;
  funding: { url: string; text: string };
  lastBuildDate: Date;
  /** Newest first. */
  episodes: FeedEpisode[];
}

/** RFC 822 date, as RSS 2.0 wants it. */
const rfc822 = (date: Date) => date.toUTCString();

function addText(parent: XMLBuilder, name: string, text: string): void {
  parent.ele(name).txt(text);
}

function addItem(channel: XMLBuilder, episode: FeedEpisode): void {
  const item = channel.ele('item');
  addText(item, 'title', episode.title);
  addText(item, 'description', episode.description);
  addText(item, 'link', episode.pageUrl);
  item.ele('guid', { isPermaLink: 'false' }).txt(episode.guid);
  addText(item, 'pubDate', rfc822(episode.publishedAt));
  item.ele('enclosure', {
    url: episode.enclosure.url,
    length: String(episode.enclosure.length),
    type: episode.enclosure.type,
  });
  addText(item, 'itunes:title', episode.title);
  addText(item, 'itunes:duration', String(episode.durationSeconds));
  addText(item, 'itunes:episodeType', 'full');
  addText(item, 'itunes:explicit', 'false');
  if (episode.imageUrl) item.ele('itunes:image', { href: episode.imageUrl });
}

/** The RSS 2.0 document of a podcast, with the iTunes and Podcasting 2.0 tags podcast apps read. */
export function buildPodcastFeed(feed: PodcastFeed): string {
  const rss = create({ version: '1.0', encoding: 'UTF-8' }).ele('rss', {
    version: '2.0',
    'xmlns:itunes': FEED_NAMESPACES.itunes,
    'xmlns:podcast': FEED_NAMESPACES.podcast,
    'xmlns:atom': FEED_NAMESPACES.atom,
  });
  const channel = rss.ele('channel');
  channel.ele('atom:link', { href: feed.feedUrl, rel: 'self', type: 'application/rss+xml' });
  addText(channel, 'title', feed.title);
  addText(channel, 'link', feed.pageUrl);
  addText(channel, 'description', feed.description);
  addText(channel, 'language', feed.language);
  addText(channel, 'lastBuildDate', rfc822(feed.lastBuildDate));
  addText(channel, 'generator', 'Kora');
  if (feed.imageUrl) {
    const image = channel.ele('image');
    addText(image, 'url', feed.imageUrl);
    addText(image, 'title', feed.title);
    addText(image, 'link', feed.pageUrl);
    channel.ele('itunes:image', { href: feed.imageUrl });
  }
  addText(channel, 'itunes:author', feed.author);
  const owner = channel.ele('itunes:owner');
  addText(owner, 'itunes:name', feed.owner.name);
  addText(owner, 'itunes:email', feed.owner.email);
  channel.ele('itunes:category', { text: feed.category });
  addText(channel, 'itunes:explicit', 'false');
  addText(channel, 'itunes:type', 'episodic');
  addText(channel, 'podcast:guid', feed.guid);
  channel.ele('podcast:locked', { owner: feed.owner.email }).txt('no');
  channel.ele('podcast:funding', { url: feed.funding.url }).txt(feed.funding.text);
  for (const episode of feed.episodes) addItem(channel, episode);
  return rss.end({ prettyPrint: true });
}
