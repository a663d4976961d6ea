import { stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Episode, Podcast } from '@kora/shared/contracts';
import Parser from 'rss-parser';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { accountWithRoles, creatorCalls, dataUrl, pngOf, wavOf } from '../podcast-creator/testing';

type ChannelExtras = {
  'itunes:type': string;
  'podcast:guid': string;
  'podcast:locked': string;
  'podcast:funding': string;
  language: string;
};
type ItemExtras = { guid: string; itunes?: { duration?: string; image?: string } };

const parser = new Parser<ChannelExtras, ItemExtras>({
  customFields: { feed: ['itunes:type', 'podcast:guid', 'podcast:locked', 'podcast:funding', 'language'] },
});
const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('GET /podcasts/:id/feed.xml', () => {
  let t: TestApp;
  let creator: TestSession;
  let calls: ReturnType<typeof creatorCalls>;
  let podcast: Podcast;
  let older: Episode;
  let newer: Episode;
  let draft: Episode;

  const feedOf = (id: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/podcasts/${id}/feed.xml`, headers });
  const parsed = async (id: number) => parser.parseString((await feedOf(id)).body);
  const fileOf = (url: string) => path.join(t.config.uploadsDir, new URL(url).pathname.replace(/^\/uploads\//, ''));

  async function episode(title: string, seconds: number, extra: object = {}): Promise<Episode> {
    const response = await calls.createEpisode({
      title,
      podcastId: podcast.id,
      audioFile: dataUrl('audio/wav', wavOf(seconds, seconds)),
      ...extra,
    });
    expect(response.statusCode).toBe(201);
    return response.json().episode;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_URL: 'http://kora.test' } });
    creator = await accountWithRoles(t, 'marc.ondes', ['ROLE_USER', 'ROLE_PODCASTER'], {
      firstname: 'Marc',
      lastname: 'Ondes',
    });
    calls = creatorCalls(t, creator);
    podcast = (
      await calls.createPodcast({
        title: 'Sons & <Lumières>',
        description: '<p>Le magazine <b>sonore</b> du soir &amp; de la nuit.</p>',
        coverImage: dataUrl('image/png', pngOf(7)),
      })
    ).json().podcast;
    older = await episode('Premier numéro', 3);
    newer = await episode('Deuxième numéro', 5, {
      description: 'Avec <i>invités</i>',
      coverImage: dataUrl('image/png', pngOf(8)),
    });
    draft = await episode('Numéro en préparation', 2);
    await calls.publishEpisode(older.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await calls.publishEpisode(newer.id);
  });
  afterAll(async () => t.close());

  it('is 404 while the podcast is a draft, and for an unknown podcast', async () => {
    const response = await feedOf(podcast.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Podcast non trouvé');
    expect((await feedOf(999999)).statusCode).toBe(404);
  });

  describe('once the podcast is published', () => {
    beforeAll(async () => {
      expect((await calls.publishPodcast(podcast.id)).statusCode).toBe(200);
    });

    it('is RSS 2.0 served as application/rss+xml with the three namespaces', async () => {
      const response = await feedOf(podcast.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
      expect(response.body).toContain('<rss version="2.0"');
      expect(response.body).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
      expect(response.body).toContain('xmlns:podcast="https://podcastindex.org/namespace/1.0"');
      expect(response.body).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
      expect(response.body).toContain(
        `<atom:link href="http://api.test/api/podcasts/${podcast.id}/feed.xml" rel="self" type="application/rss+xml"/>`,
      );
      // Texts are escaped by the builder, HTML descriptions reduced to their text.
      expect(response.body).toContain('<title>Sons &amp; &lt;Lumières&gt;</title>');
      expect(response.body).toContain('<description>Le magazine sonore du soir &amp; de la nuit.</description>');
    });

    it('describes the show with what Apple Podcasts requires', async () => {
      const feed = await parsed(podcast.id);
      expect(feed.title).toBe('Sons & <Lumières>');
      expect(feed.description).toBe('Le magazine sonore du soir & de la nuit.');
      expect(feed.link).toBe(`http://kora.test/podcast/${podcast.id}`);
      expect(feed.language).toBe('fr');
      expect(feed.itunes).toMatchObject({
        author: 'Marc Ondes',
        image: podcast.coverImage,
        categories: ['Music'],
        explicit: 'false',
        owner: { name: 'Marc Ondes', email: 'marc.ondes@example.test' },
      });
      expect(feed.itunes?.image).toMatch(/\.png$/);
      expect(feed['itunes:type']).toBe('episodic');
    });

    it('carries the Podcasting 2.0 tags: a stable UUIDv5 guid, locked no with its owner, funding', async () => {
      const first = await parsed(podcast.id);
      const second = await parsed(podcast.id);
      expect(first['podcast:guid']).toMatch(UUID_V5);
      expect(second['podcast:guid']).toBe(first['podcast:guid']);
      expect(first['podcast:locked']).toBe('no');
      expect(first['podcast:funding']).toBe('Soutenir ce podcast sur Kora');
      // rss-parser keeps no attributes of these tags: read them in the document.
      const body = (await feedOf(podcast.id)).body;
      expect(body).toContain('<podcast:locked owner="marc.ondes@example.test">no</podcast:locked>');
      expect(body).toContain(
        `<podcast:funding url="http://kora.test/podcast/${podcast.id}">Soutenir ce podcast sur Kora</podcast:funding>`,
      );

      const other = (await calls.createPodcast({ title: 'Autre émission' })).json().podcast;
      await calls.publishPodcast(other.id);
      expect((await parsed(other.id))['podcast:guid']).not.toBe(first['podcast:guid']);
    });

    it('has one item per published episode, newest first, with its exact enclosure and duration', async () => {
      const feed = await parsed(podcast.id);
      expect(feed.items.map((item) => item.title)).toEqual(['Deuxième numéro', 'Premier numéro']);
      expect(feed.items.map((item) => item.title)).not.toContain(draft.title);
      for (const [item, episode, seconds] of [
        [feed.items[0], newer, 5],
        [feed.items[1], older, 3],
      ] as const) {
        const size = (await stat(fileOf(episode.audioUrl as string))).size;
        expect(item.enclosure).toEqual({ url: episode.audioUrl, length: String(size), type: 'audio/wav' });
        expect(item.itunes?.duration).toBe(String(seconds));
        expect(item.link).toBe(`http://kora.test/episode/${episode.id}`);
        expect(item.guid).toMatch(UUID_V5);
        expect(new Date(item.pubDate as string).toUTCString()).toBe(item.pubDate);
      }
      expect(feed.items[0].content).toBe('Avec invités');
      expect(feed.items[1].content).toBe('Premier numéro');
      expect(feed.items[0].itunes?.image).toBe(newer.coverImage);
      expect(feed.items[1].itunes?.image).toBeUndefined();
      expect(Date.parse(feed.items[0].pubDate as string)).toBeGreaterThanOrEqual(
        Date.parse(feed.items[1].pubDate as string),
      );
      const body = (await feedOf(podcast.id)).body;
      expect(body).toContain(`<guid isPermaLink="false">${feed.items[0].guid}</guid>`);
      expect((await parsed(podcast.id)).items.map((item) => item.guid)).toEqual(feed.items.map((item) => item.guid));
    });

    it('answers 304 to a client whose copy is current (If-None-Match or If-Modified-Since)', async () => {
      const fresh = await feedOf(podcast.id);
      const etag = fresh.headers.etag as string;
      const lastModified = fresh.headers['last-modified'] as string;
      expect(etag).toMatch(/^".+"$/);
      expect(new Date(lastModified).toUTCString()).toBe(lastModified);

      const cached = await feedOf(podcast.id, { 'if-none-match': etag });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe('');
      expect((await feedOf(podcast.id, { 'if-none-match': '"autre"' })).statusCode).toBe(200);
      expect((await feedOf(podcast.id, { 'if-modified-since': lastModified })).statusCode).toBe(304);
      const before = new Date(Date.parse(lastModified) - 60_000).toUTCString();
      expect((await feedOf(podcast.id, { 'if-modified-since': before })).statusCode).toBe(200);
    });

    it('changes its validators when an episode is published', async () => {
      const before = await feedOf(podcast.id);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await calls.publishEpisode(draft.id);
      const after = await feedOf(podcast.id, { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(Date.parse(after.headers['last-modified'] as string)).toBeGreaterThan(
        Date.parse(before.headers['last-modified'] as string),
      );
      expect((await parser.parseString(after.body)).items[0].title).toBe('Numéro en préparation');
    });

    it('leaves out an episode whose audio file is gone, since its length cannot be told', async () => {
      await unlink(fileOf(older.audioUrl as string));
      const feed = await parsed(podcast.id);
      expect(feed.items.map((item) => item.title)).not.toContain('Premier numéro');
      expect(feed.items.length).toBeGreaterThan(0);
    });
  });
});
