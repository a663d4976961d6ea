import { createTestApp, insertUser, type TestApp } from '../../test/test-app';
import { migrateToLatest, migratorFor } from '../migrate';

/** Migration 0022 on a database that already had card subscriptions (SQLite here, PostgreSQL in CI). */
describe('migration 0022: prepaid plans', () => {
  let t: TestApp;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const { error } = await migratorFor(t.db).migrateTo('0020-mobile-money');
    if (error) throw error;
    userId = await insertUser(t.db, 'abonne.avant');
    const now = new Date().toISOString();
    await t.db
      .insertInto('subscriptions')
      .values({
        user_id: userId,
        plan: 'starter',
        status: 'active',
        current_period_start: now,
        current_period_end: now,
        cancel_at_period_end: 0,
        provider: 'local',
        provider_customer_id: null,
        provider_subscription_id: null,
        scheduled_plan: null,
        renewal_claimed_until: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await migrateToLatest(t.db);
  });
  afterAll(async () => t.close());

  it('makes every existing subscription one paid by card, renewed as before', async () => {
    const row = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ plan: 'starter', provider: 'local', payment_method: 'card' });
  });

  it('goes back down and up again', async () => {
    const migrator = migratorFor(t.db);
    expect((await migrator.migrateTo('0020-mobile-money')).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
