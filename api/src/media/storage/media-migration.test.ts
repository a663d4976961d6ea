import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_ROOT } from '../../config';
import { Transform, type Readable } from 'node:stream';
import { localMediaStorages, s3MediaStorages } from './create-media-storage';
import { migrateMedia } from './media-migration';
import type { MediaStorage, MediaStorages, PutOptions } from './media-storage';
import { PART_SIZE } from './s3-storage';
import type { S3Settings } from './storage-settings';
import { textOf } from './testing/generated-body';
import { s3Environment, startS3TestServer, type S3TestServer } from './testing/s3-test-server';

const run = promisify(execFile);

let s3: S3TestServer;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3?.stop());
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'kora-migrate-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function write(relative: string, contents: string | Buffer): void {
  const file = path.join(dataDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

/** `npm run media:migrate -w @kora/api -- --to s3`, as an operator runs it on the install in `dataDir`. */
async function migrate(bucket: S3Settings, args = ['--to', 's3']): Promise<{ code: number; output: string }> {
  const env = { ...process.env, ...s3Environment(bucket), STORAGE: 'local', DATA_DIR: dataDir };
  const command = [require.resolve('tsx/cli'), path.join(API_ROOT, 'scripts/media-migrate.ts'), ...args];
  try {
    const { stdout, stderr } = await run(process.execPath, command, { cwd: API_ROOT, env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function contentsOf(storage: MediaStorage): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for await (const key of storage.list('')) found[key] = await textOf((await storage.get(key))!.body);
  return found;
}

const bucketContents = async (bucket: MediaStorages) => ({
  public: await contentsOf(bucket.public),
  private: await contentsOf(bucket.private),
});

it('copies every file once, the masters to the private area; a second run copies none, a changed file again', async () => {
  const large = Buffer.alloc(PART_SIZE + 1024, 'a').toString();
  write('uploads/images/covers/cover.png', 'cover');
  write('uploads/audio/demo/track-1-1.mp3', 'listening copy 1');
  write('uploads/audio/x.mp3', 'listening copy x');
  write('uploads/videos/clip.mp4', large);
  write('uploads/images/.4f2a.part', 'a picture being written');
  write('masters/audio/demo/track-1-1.wav', 'master 1');
  write('masters/audio/x.mp3', 'master x');
  write('masters/support/request-1.png', 'attachment');
  const bucket = await s3.newBucket();

  const first = await migrate(bucket);

  const megabytes = (PART_SIZE / 1024 / 1024).toFixed(1);
  expect(first.output).toContain(`copied 7 files (${megabytes} MB), skipped 0 already there, 0 failed`);
  expect(first.code).toBe(0);
  const stored = s3MediaStorages(bucket, 'https://cdn.kora.example/');
  expect(await bucketContents(stored)).toEqual({
    public: {
      'images/covers/cover.png': 'cover',
      'audio/demo/track-1-1.mp3': 'listening copy 1',
      'audio/x.mp3': 'listening copy x',
      'videos/clip.mp4': large,
    },
    private: {
      'audio/demo/track-1-1.wav': 'master 1',
      'audio/x.mp3': 'master x',
      'support/request-1.png': 'attachment',
    },
  });
  expect(await stored.public.head('images/covers/cover.png')).toMatchObject({ contentType: 'image/png' });

  const second = await migrate(bucket);

  expect(second.output).toContain('copied 0 files (0.0 MB), skipped 7 already there, 0 failed');
  expect(second.code).toBe(0);

  // The same size, other bytes: told apart by their checksum. And a file written meanwhile.
  write('masters/audio/demo/track-1-1.wav', 'master 2');
  write('uploads/images/covers/new.png', 'new cover');
  const third = await migrate(bucket);

  expect(third.output).toContain('copied 2 files (0.0 MB), skipped 6 already there, 0 failed');
  expect(third.code).toBe(0);
  expect(await textOf((await stored.private.get('audio/demo/track-1-1.wav'))!.body)).toBe('master 2');
  expect(await textOf((await stored.public.get('images/covers/new.png'))!.body)).toBe('new cover');
});

it('tells a copy that does not hold the bytes sent as a failure, and goes on with the others', async () => {
  write('uploads/images/covers/cover.png', 'cover');
  write('masters/audio/master.wav', 'master');
  const bucket = s3MediaStorages(await s3.newBucket(), '');
  // A public area that changes the bytes it is sent: the ETag S3 computes of what it received tells.
  const damaging: MediaStorage = Object.create(bucket.public, {
    put: {
      value: (key: string, body: Readable, options: PutOptions) =>
        bucket.public.put(
          key,
          body.pipe(
            new Transform({ transform: (chunk: Buffer, _, done) => done(null, Buffer.from(chunk).fill(0x78)) }),
          ),
          options,
        ),
    },
  });
  const local = localMediaStorages(
    { uploadsDir: path.join(dataDir, 'uploads'), mastersDir: path.join(dataDir, 'masters') },
    '',
  );

  const summary = await migrateMedia(local, { public: damaging, private: bucket.private });

  expect(summary).toMatchObject({
    copied: 1,
    failures: [{ area: 'public', key: 'images/covers/cover.png', reason: 'the copy does not hold the same bytes' }],
  });
  expect(await textOf((await bucket.private.get('audio/master.wav'))!.body)).toBe('master');
});

it('stops with an error, copying nothing, when the bucket cannot be reached', async () => {
  write('uploads/images/covers/cover.png', 'cover');
  const bucket = await s3.newBucket();

  const missing = await migrate({ ...bucket, bucket: 'no-such-bucket' });

  expect(missing.code).toBe(1);
  expect(missing.output).toContain('The bucket no-such-bucket cannot be read');
  expect(await contentsOf(s3MediaStorages(bucket, '').public)).toEqual({});
});

it('refuses to start without a destination', async () => {
  const { code, output } = await migrate(await s3.newBucket(), []);

  expect(code).toBe(2);
  expect(output).toContain('Usage: npm run media:migrate -w @kora/api -- --to s3');
});
