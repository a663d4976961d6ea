import { createTestApp, insertUser, type TestApp } from '../../test/test-app';
import { migrateToLatest, migratorFor } from '../migrate';

/** Migration 0025 (SQLite here, PostgreSQL in CI): one attachment per support request, and back. */
describe('migration 0025: support attachments', () => {
  let t: TestApp;

  const tables = async () => (await t.db.introspection.getTables()).map((table) => table.name);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('keeps one attachment per request, gone with its request', async () => {
    const requester = await insertUser(t.db, 'avec.piece');
    const now = new Date().toISOString();
    const { id } = await t.db
      .insertInto('support_requests')
      .values({
        user_id: requester,
        requester_name: 'Avec pièce',
        requester_email: 'avec.piece@example.test',
        subject: 'Capture',
        category: 'other',
        message: 'Voici la capture.',
        plan: 'free',
        promise_hours: 72,
        answer_by: now,
        answered_at: null,
        assignee_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attachment = (file: string) => ({
      request_id: id,
      file,
      name: 'capture.png',
      mime_type: 'image/png' as const,
      size_bytes: 120,
      created_at: now,
    });
    await t.db.insertInto('support_attachments').values(attachment('support/a.png')).execute();
    // The driver's errors may come from another realm than the test's: matched by their message.
    await expect(
      t.db.insertInto('support_attachments').values(attachment('support/b.png')).execute(),
    ).rejects.toMatchObject({ message: expect.stringMatching(/unique|duplicate/i) });

    await t.db.deleteFrom('users').where('id', '=', requester).execute();
    expect(await t.db.selectFrom('support_attachments').select('request_id').execute()).toEqual([]);
  });

  it('goes back down, dropping the table, and up again', async () => {
    expect((await migratorFor(t.db).migrateTo('0024-ads')).error).toBeUndefined();
    try {
      expect(await tables()).not.toEqual(expect.arrayContaining(['support_attachments']));
    } finally {
      await migrateToLatest(t.db);
    }
    expect(await tables()).toEqual(expect.arrayContaining(['support_attachments']));
  });
});
