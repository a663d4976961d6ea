import { createTestApp, insertUser, type TestApp } from '../../test/test-app';
import { migrateToLatest, migratorFor } from '../migrate';

/** Migration 0023 (SQLite here, PostgreSQL in CI): the support tables, and back. */
describe('migration 0023: support requests', () => {
  let t: TestApp;

  const tables = async () => (await t.db.introspection.getTables()).map((table) => table.name);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('keeps a request and its thread; deleting the account deletes its requests, not the team’s replies', async () => {
    const requester = await insertUser(t.db, 'demandeuse');
    const team = await insertUser(t.db, 'equipe');
    const now = new Date().toISOString();
    const { id } = await t.db
      .insertInto('support_requests')
      .values({
        user_id: requester,
        requester_name: 'Demandeuse',
        requester_email: 'demandeuse@example.test',
        subject: 'Compte',
        category: 'account',
        message: 'Bonjour',
        plan: 'premium',
        promise_hours: 24,
        answer_by: now,
        answered_at: null,
        assignee_id: team,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('support_replies')
      .values({ request_id: id, author_id: team, author_name: 'Équipe', message: 'Réponse', created_at: now })
      .execute();
    const stored = await t.db.selectFrom('support_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'open', assignee_id: team });
    expect(await t.db.selectFrom('support_replies').select('staff').execute()).toEqual([{ staff: 0 }]);

    await t.db.deleteFrom('users').where('id', '=', team).execute();
    expect(await t.db.selectFrom('support_requests').select('assignee_id').execute()).toEqual([{ assignee_id: null }]);
    expect(await t.db.selectFrom('support_replies').select('author_id').execute()).toEqual([{ author_id: null }]);
    await t.db.deleteFrom('users').where('id', '=', requester).execute();
    expect(await t.db.selectFrom('support_requests').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('support_replies').select('id').execute()).toEqual([]);
  });

  it('goes back down, dropping both tables, and up again', async () => {
    expect((await migratorFor(t.db).migrateTo('0022-prepaid-plans')).error).toBeUndefined();
    try {
      expect(await tables()).not.toEqual(expect.arrayContaining(['support_requests']));
      expect(await tables()).not.toEqual(expect.arrayContaining(['support_replies']));
    } finally {
      await migrateToLatest(t.db);
    }
    expect(await tables()).toEqual(expect.arrayContaining(['support_requests', 'support_replies']));
  });
});
