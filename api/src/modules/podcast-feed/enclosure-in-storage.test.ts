import Parser from 'rss-parser';
import { putBytes } from '../../media/storage/stored-files';
import { eachStorage } from '../../media/storage/testing/storages-under-test';
import { createTestApp, type TestApp } from '../../test/test-app';
import { episodeRow } from '../offline/testing';

const parser = new Parser();

const STORAGES = eachStorage();

describe.each(STORAGES)('podcast feed enclosures on %s', (_name, environment) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: await environment() });
  });
  afterAll(async () => t?.close());

  it('state the stored file’s size, and leave out an episode whose audio is not stored', async () => {
    const stored = 'audio/episodes/emission-1.mp3';
    await putBytes(t.app.storage.public, stored, Buffer.alloc(23_456, 7));
    const episodeId = await episodeRow(t, 'Numéro un', stored);
    const { podcast_id: podcastId } = await t.db
      .selectFrom('episodes')
      .select('podcast_id')
      .where('id', '=', episodeId)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await t.db
      .insertInto('episodes')
      .values({
        podcast_id: podcastId,
        title: 'Numéro perdu',
        audio_file: 'audio/episodes/perdu.mp3',
        duration_seconds: 60,
        status: 'published',
        host_name: 'Awa Ndiaye',
        created_at: now,
        published_at: now,
      })
      .execute();

    const response = await t.app.inject({ method: 'GET', url: `/api/podcasts/${podcastId}/feed.xml` });
    expect(response.statusCode).toBe(200);
    const feed = await parser.parseString(response.body);
    expect(feed.items.map((item) => item.title)).toEqual(['Numéro un']);
    const size = (await t.app.storage.public.head(stored))!.size;
    expect(size).toBe(23_456);
    expect(feed.items[0].enclosure).toEqual({
      url: `http://api.test/uploads/${stored}`,
      length: String(size),
      type: 'audio/mpeg',
    });
  });
});
