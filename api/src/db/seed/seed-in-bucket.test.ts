import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { MediaStorage } from '../../media/storage/media-storage';
import { s3Environment, startS3TestServer, type S3TestServer } from '../../media/storage/testing/s3-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_MEDIA_FOLDERS } from './media-writer';
import { resetDatabase } from '.';

const API_ROOT = path.resolve(__dirname, '../../..');

/** Runs `npm run seed` (the seed command) against the test database and bucket, as a user would. */
async function runSeedCommand(t: TestApp, storage: Record<string, string>): Promise<string> {
  const database = t.config.database;
  const env = {
    ...process.env,
    DATA_DIR: t.config.dataDir,
    JWT_SECRET: 'unused-by-the-seed',
    ...(database.kind === 'sqlite'
      ? { DATABASE_URL: `sqlite:${database.file}` }
      : { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema ?? '' }),
    ...storage,
  };
  const { stdout } = await promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), 'src/db/seed-cli.ts'], {
    cwd: API_ROOT,
    env,
  });
  return stdout;
}

async function keysUnder(storage: MediaStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list(prefix)) keys.push(key);
  return keys;
}

describe('the demo content seeded into an S3 bucket', () => {
  let s3: S3TestServer;
  let t: TestApp;
  let seeded: string;

  // Through the seed command: the media are made in its own process, many times quicker than under Jest.
  beforeAll(async () => {
    s3 = await startS3TestServer();
    const bucket = s3Environment(await s3.newBucket());
    t = await createTestApp({ env: bucket });
    seeded = await runSeedCommand(t, bucket);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('puts the pictures in the public area and the masters in the private one, none on this disk', async () => {
    expect(seeded).toMatch(/mediaFiles: \d{3}/);
    const { cover } = await t.db.selectFrom('releases').select('cover').orderBy('id').executeTakeFirstOrThrow();
    expect(await t.app.storage.public.head(cover!)).toMatchObject({ contentType: 'image/png' });
    expect(await t.app.storage.private.head(cover!)).toBeNull();
    expect(existsSync(path.join(t.config.uploadsDir, cover!))).toBe(false);
    const shown = await t.app.inject({ method: 'GET', url: `/uploads/${cover}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');

    const { master_path: master } = await t.db
      .selectFrom('audio_masters')
      .select('master_path')
      .executeTakeFirstOrThrow();
    const stored = await t.app.storage.private.head(master);
    expect(stored).toMatchObject({ contentType: 'audio/wav' });
    expect(stored!.size).toBeGreaterThan(44);
    expect(await t.app.storage.public.head(master)).toBeNull();
    expect(existsSync(path.join(t.config.mastersDir, master))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${master}` })).statusCode).toBe(404);

    const { video_file: video } = await t.db.selectFrom('video_clips').select('video_file').executeTakeFirstOrThrow();
    expect(await t.app.storage.public.head(video!)).toMatchObject({ contentType: 'video/mp4' });
    const { audio } = await t.db.selectFrom('ad_campaigns').select('audio').executeTakeFirstOrThrow();
    expect(await t.app.storage.public.head(audio)).toMatchObject({ contentType: 'audio/wav' });
  });

  it('removes every demo file from both areas on a reset', async () => {
    const before = await Promise.all(DEMO_MEDIA_FOLDERS.map((folder) => keysUnder(t.app.storage.public, `${folder}/`)));
    expect(before.flat().length).toBeGreaterThan(100);
    expect((await keysUnder(t.app.storage.private, 'audio/demo/')).length).toBeGreaterThan(50);

    await resetDatabase(t.db, t.app.storage);
    for (const folder of DEMO_MEDIA_FOLDERS) expect(await keysUnder(t.app.storage.public, `${folder}/`)).toEqual([]);
    expect(await keysUnder(t.app.storage.private, 'audio/demo/')).toEqual([]);
  }, 60_000);
});
