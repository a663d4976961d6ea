import { createTestApp, type TestApp } from '../../test/test-app';
import { migrateToLatest, migratorFor } from '../migrate';

/** Migration 0024 (SQLite here, PostgreSQL in CI): the campaigns, what each listener heard, the servings. */
describe('migration 0024: audio spots', () => {
  let t: TestApp;

  const tables = async () => (await t.db.introspection.getTables()).map((table) => table.name);
  const stepBack = async () => {
    const { error } = await migratorFor(t.db).migrateTo('0023-support');
    if (error) throw error;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('keeps a serving with its campaign and drops it with it', async () => {
    const now = new Date().toISOString();
    const campaign = await t.db
      .insertInto('ad_campaigns')
      .values({
        title: 'Écoutez sans publicité avec Starter',
        audio: 'audio/demo/ads/spot-1.wav',
        duration_seconds: 20,
        image: null,
        link: '/profile',
        languages: 'fr',
        starts_on: '2025-01-01',
        ends_on: '2099-12-31',
        weight: 2,
        daily_cap: 3,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('ad_servings')
      .values({ id: 'a'.repeat(32), campaign_id: campaign.id, listener: 'user:1', day: '2025-06-01', served_at: now })
      .execute();
    await t.db
      .insertInto('ad_listeners')
      .values({ listener: 'user:1', track_started_at: 1_900_000_000_000, updated_at: now })
      .execute();
    const listener = await t.db.selectFrom('ad_listeners').selectAll().executeTakeFirstOrThrow();
    // Epoch values beyond 32 bits fit.
    expect(Number(listener.track_started_at)).toBe(1_900_000_000_000);
    expect(listener).toMatchObject({ tracks_since_spot: 0, listened_seconds: 0, spots_served: 0 });

    await t.db.deleteFrom('ad_campaigns').where('id', '=', campaign.id).execute();
    expect(await t.db.selectFrom('ad_servings').selectAll().execute()).toEqual([]);
  });

  it('goes back down and up again', async () => {
    await stepBack();
    try {
      expect((await tables()).filter((name) => name.startsWith('ad_'))).toEqual([]);
    } finally {
      await migrateToLatest(t.db);
    }
    expect(await tables()).toEqual(expect.arrayContaining(['ad_campaigns', 'ad_listeners', 'ad_servings']));
  });
});
