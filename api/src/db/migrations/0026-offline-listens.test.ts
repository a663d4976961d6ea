import { createTestApp, type TestApp } from '../../test/test-app';
import { CatalogueRows } from '../../modules/search/testing';
import { migrateToLatest, migratorFor } from '../migrate';

/** Migration 0026 (SQLite here, PostgreSQL in CI): a listen made offline is stored once per client id, and back. */
describe('migration 0026: offline listens', () => {
  let t: TestApp;
  let track: { id: number; releaseId: number };

  const columns = async () =>
    (await t.db.introspection.getTables()).find((table) => table.name === 'listens')!.columns.map((c) => c.name);
  const listen = (clientId: string | null) =>
    t.db
      .insertInto('listens')
      .values({
        track_id: track.id,
        release_id: track.releaseId,
        user_id: null,
        created_at: new Date().toISOString(),
        client_id: clientId,
      })
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    const rows = new CatalogueRows(t.db);
    const release = await rows.release(await rows.artist('Awa Diop'), 'Saisons', { tracks: ['Hivernage'] });
    track = { id: release.trackIds[0], releaseId: release.id };
  });
  afterAll(async () => t.close());

  it('keeps one listen per client id, and as many listens without one as are played', async () => {
    await listen(null);
    await listen(null);
    await listen('3f1c2a9e-0b7d-4c55-9a43-1e2f3a4b5c6d');
    // The driver's errors may come from another realm than the test's: matched by their message.
    await expect(listen('3f1c2a9e-0b7d-4c55-9a43-1e2f3a4b5c6d')).rejects.toMatchObject({
      message: expect.stringMatching(/unique|duplicate/i),
    });
    const stored = await t.db.selectFrom('listens').select('client_id').orderBy('id').execute();
    expect(stored.map((row) => row.client_id)).toEqual([null, null, '3f1c2a9e-0b7d-4c55-9a43-1e2f3a4b5c6d']);
  });

  it('goes back down, dropping the column, and up again', async () => {
    expect((await migratorFor(t.db).migrateTo('0025-support-attachments')).error).toBeUndefined();
    try {
      expect(await columns()).not.toContain('client_id');
      expect(await t.db.selectFrom('listens').select('id').execute()).toHaveLength(3);
    } finally {
      await migrateToLatest(t.db);
    }
    expect(await columns()).toContain('client_id');
  });
});
