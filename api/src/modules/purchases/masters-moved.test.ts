import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../db/connection';
import { backfillStreamCopies } from '../../media/audio/stream-copies';
import { buildServer } from '../../server';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { grantPlan } from '../subscriptions/testing';
import { trackSoldBeforeMastersMoved, wavBytes } from './testing';

/** A track sold before masters were kept apart: its WAV master lies under /uploads, as the listening file. */
async function trackStoredUnderUploads(t: TestApp, name: string, bytes: Buffer, ownerId: number): Promise<number> {
  const stored = `audio/${name}.wav`;
  mkdirSync(path.join(t.config.uploadsDir, 'audio'), { recursive: true });
  writeFileSync(path.join(t.config.uploadsDir, stored), bytes);
  const now = new Date().toISOString();
  await t.db
    .insertInto('uploads')
    .values({
      user_id: ownerId,
      kind: 'audio',
      path: stored,
      original_name: `${name}.wav`,
      mime_type: 'audio/wav',
      size_bytes: bytes.length,
      created_at: now,
    })
    .execute();
  return trackSoldBeforeMastersMoved(t, stored, name);
}

const audioFileOf = async (t: TestApp, trackId: number) =>
  (await t.db.selectFrom('tracks').select('audio_file').where('id', '=', trackId).executeTakeFirstOrThrow())
    .audio_file!;

describe('masters stored under /uploads before masters were kept apart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('are never sold from /uploads, then move out when an API process starts, behind an MP3 listening copy', async () => {
    const premium = await signUp(t.app, 'archiviste');
    await grantPlan(t.db, premium.userId, 'premium');
    const master = wavBytes(32 * 1024, 7);
    const trackId = await trackStoredUnderUploads(t, 'ancien', master, premium.userId);
    const download = () =>
      t.app.inject({ method: 'GET', url: `/api/track/${trackId}/download`, headers: premium.headers });
    expect((await download()).statusCode).toBe(404);

    const startingDb = openDatabase(t.config.database);
    const starting = buildServer(t.config, { db: startingDb, logger: false });
    await starting.ready();
    try {
      const deadline = Date.now() + 20_000;
      while ((await audioFileOf(t, trackId)).endsWith('.wav') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await starting.close();
      await startingDb.destroy();
    }

    const stream = await audioFileOf(t, trackId);
    expect(stream).toBe('audio/ancien.mp3');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/audio/ancien.wav' })).statusCode).toBe(404);
    expect(existsSync(path.join(t.config.uploadsDir, 'audio/ancien.wav'))).toBe(false);
    expect(readFileSync(path.join(t.config.mastersDir, 'audio/ancien.wav')).equals(master)).toBe(true);
    const listening = await t.app.inject({ method: 'GET', url: `/uploads/${stream}` });
    expect(listening.statusCode).toBe(200);
    expect(listening.headers['content-type']).toBe('audio/mpeg');
    expect(listening.rawPayload[0]).toBe(0xff);

    const sold = await download();
    expect(sold.statusCode).toBe(200);
    expect(sold.rawPayload.equals(master)).toBe(true);
    // The upload stays its owner's, under the address now served.
    const upload = await t.db.selectFrom('uploads').select('path').where('user_id', '=', premium.userId).execute();
    expect(upload).toEqual([{ path: stream }]);
  }, 30_000);

  it('moves each master once; a run after an interruption removes a master left under /uploads', async () => {
    const owner = await signUp(t.app, 'reprise-archive');
    const master = wavBytes(8 * 1024, 9);
    const trackId = await trackStoredUnderUploads(t, 'coupure', master, owner.userId);
    expect(await backfillStreamCopies(t.db, t.app.storage)).toEqual({ moved: 1, made: 0 });
    // As if the process had stopped before removing the public file.
    writeFileSync(path.join(t.config.uploadsDir, 'audio/coupure.wav'), master);
    expect(await backfillStreamCopies(t.db, t.app.storage)).toEqual({ moved: 0, made: 0 });
    expect(existsSync(path.join(t.config.uploadsDir, 'audio/coupure.wav'))).toBe(false);
    expect(await audioFileOf(t, trackId)).toBe('audio/coupure.mp3');
  });
});
