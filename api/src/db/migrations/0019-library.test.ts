import { sql } from 'kysely';
import { createTestApp, insertUser, type TestApp } from '../../test/test-app';
import { migrateToLatest, migratorFor } from '../migrate';

/** Migration 0019 on a database that had podcast favourites and seeded follower and like counts. */
describe('migration 0019: the library', () => {
  let t: TestApp;
  let userId: number;
  let podcastId: number;
  let artistId: number;

  const tableExists = async (name: string) => {
    const tables = await t.db.introspection.getTables();
    return tables.some((table) => table.name === name);
  };
  const stepBack = async () => {
    const { error } = await migratorFor(t.db).migrateTo('0018-download-leases');
    if (error) throw error;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await stepBack();
    const now = new Date().toISOString();
    userId = await insertUser(t.db, 'auditrice');
    const other = await insertUser(t.db, 'podcasteur');
    podcastId = (
      await t.db
        .insertInto('podcasts')
        .values({
          creator_id: other,
          title: 'Les Ondes du Soir',
          status: 'published',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await sql`INSERT INTO podcast_favourites (user_id, podcast_id, created_at) VALUES (${userId}, ${podcastId}, ${now})`.execute(
      t.db,
    );
    artistId = (
      await t.db
        .insertInto('artists')
        .values({ name: 'Nadia Kane', slug: 'nadia-kane', followers: 48200, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('releases')
      .values({
        artist_id: artistId,
        title: 'Racines',
        type: 'album',
        status: 'published',
        release_date: now,
        price_minor: 999,
        currency: 'EUR',
        likes: 5200,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await migrateToLatest(t.db);
  });
  afterAll(async () => t.close());

  it('moves the podcast favourites into the favourites, kind podcasts, and drops their table', async () => {
    expect(await t.db.selectFrom('favourites').select(['user_id', 'kind', 'item_id', 'title']).execute()).toEqual([
      { user_id: userId, kind: 'podcasts', item_id: podcastId, title: 'Les Ondes du Soir' },
    ]);
    expect(await tableExists('podcast_favourites')).toBe(false);
    expect(await tableExists('playlists')).toBe(true);
    expect(await tableExists('playlist_items')).toBe(true);
  });

  it('starts the follower and like counts from the favourites: no follow or like existed', async () => {
    expect(await t.db.selectFrom('artists').select('followers').execute()).toEqual([{ followers: 0 }]);
    expect(await t.db.selectFrom('releases').select('likes').execute()).toEqual([{ likes: 0 }]);
  });

  it('goes back: the podcast favourites return to their table, the library tables go', async () => {
    await stepBack();
    try {
      expect(await tableExists('favourites')).toBe(false);
      expect(await tableExists('playlists')).toBe(false);
      const rows = await sql<{
        user_id: number;
        podcast_id: number;
      }>`SELECT user_id, podcast_id FROM podcast_favourites`.execute(t.db);
      expect(rows.rows).toEqual([{ user_id: userId, podcast_id: podcastId }]);
    } finally {
      await migrateToLatest(t.db);
    }
  });
});
