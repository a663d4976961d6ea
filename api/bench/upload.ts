/**
 * Upload benchmark, on each storage (the local disk, then an S3 API: s3rver from npm, in its own
 * process): a child process runs the real API on 127.0.0.1 (ephemeral port, temporary SQLite database
 * and uploads folder) and samples its own memory every 10 ms; this process streams a BENCH_UPLOAD_MB
 * (default 100) MB video — an MP4 header then padding, generated chunk by chunk and never held whole —
 * to POST /api/upload/video with a token, then prints the time and the API process's resident memory
 * before and at its peak, and the first byte's time of BENCH_STREAMS (default 50) range requests of the
 * stored file through /uploads, one after another (median and p95). BENCH_STORAGES=local or s3 runs one.
 */
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { s3Environment, startS3TestServer } from '../src/media/storage/testing/s3-test-server';
import { openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { buildServer } from '../src/server';

const MEGABYTE = 1024 * 1024;
const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 100) * MEGABYTE;
const HOST = '127.0.0.1';
const CHUNK = 256 * 1024;
const BOUNDARY = '----korabenchboundary';
const STREAMS = Number(process.env.BENCH_STREAMS ?? 50);
const STORAGES = (process.env.BENCH_STORAGES ?? 'local,s3').split(',').map((name) => name.trim());

interface Ready {
  kind: 'ready';
  url: string;
  token: string;
  rssBefore: number;
}

interface Memory {
  kind: 'memory';
  rssBefore: number;
  rssPeak: number;
  heapPeak: number;
}

/** Child process: the API, its memory sampled until it is told to report and stop. */
async function serve(dataDir: string, storageEnv: Record<string, string>): Promise<void> {
  const config = loadConfig({
    ...storageEnv,
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-long-enough-for-hs256',
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'false',
  });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const stamp = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      username: 'bench',
      email: 'bench@kora.test',
      roles: JSON.stringify(['ROLE_USER', 'ROLE_ARTIST']),
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const api = buildServer(config, { db, logger: false });
  const url = await api.listen({ port: 0, host: HOST });
  const token = await api.tokens.sign({ id: user.id, username: 'bench', roles: ['ROLE_USER', 'ROLE_ARTIST'] });

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let heapPeak = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    rssPeak = Math.max(rssPeak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
  }, 10);

  process.send?.({ kind: 'ready', url, token, rssBefore } satisfies Ready);
  process.on('message', async (message) => {
    if (message === 'report') {
      process.send?.({ kind: 'memory', rssBefore, rssPeak, heapPeak } satisfies Memory);
      return;
    }
    clearInterval(sampler);
    await api.close();
    await db.destroy();
    process.exit(0);
  });
}

/** The multipart body, produced piece by piece: its head, the file (an MP4 `ftyp` box then zeros), its tail. */
function* bodyParts(size: number): Generator<Buffer> {
  yield Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const header = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
  yield header;
  const padding = Buffer.alloc(CHUNK);
  for (let sent = header.length; sent < size; sent += CHUNK) {
    yield sent + CHUNK <= size ? padding : padding.subarray(0, size - sent);
  }
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}

function bodyLength(size: number): number {
  let length = 0;
  for (const part of bodyParts(0)) length += part.length;
  return length - 20 + size; // the generator above always yields the 20-byte MP4 header
}

/** Streams the body, waiting for the socket to drain, and answers the status and the answer's body. */
function upload(url: string, token: string, size: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/upload/video`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': bodyLength(size),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    const parts = bodyParts(size);
    const write = () => {
      for (let next = parts.next(); !next.done; next = parts.next()) {
        if (!request.write(next.value)) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

const mb = (bytes: number) => `${(bytes / MEGABYTE).toFixed(1)} MB`;

function ask<T>(child: ReturnType<typeof fork>, kind: string, send?: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${kind} from the API within 60 s`)), 60_000);
    const listen = (message: unknown) => {
      if ((message as { kind?: string }).kind !== kind) return;
      clearTimeout(timer);
      child.off('message', listen);
      resolve(message as T);
    };
    child.on('message', listen);
    if (send) child.send(send);
  });
}

/** Time to the first byte of a 64 KB range of `url`, in ms, over a new connection (read to its end). */
function firstByte(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent: false, headers: { range: 'bytes=0-65535' } }, (response) => {
      let first = 0;
      response.once('data', () => (first = Number(process.hrtime.bigint() - started) / 1e6));
      response.on('end', () => resolve(first));
      response.resume();
    });
    request.on('error', reject);
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1];

/** How fast this machine is at the moment, printed beside the timings: SHA-256 of 256 MB. */
function machineSpeed(): string {
  const block = Buffer.alloc(16 * MEGABYTE, 1);
  const started = process.hrtime.bigint();
  const hash = createHash('sha256');
  for (let i = 0; i < 16; i += 1) hash.update(block);
  hash.digest();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return `${cpus().length} × ${cpus()[0]?.model.trim()}, SHA-256 at ${(256 / seconds).toFixed(0)} MB/s, load ${loadavg()[0].toFixed(2)}`;
}

async function run(storage: string, storageEnv: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kora-bench-upload-'));
  const child = fork(__filename, ['--serve', dataDir, JSON.stringify(storageEnv)], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: 'inherit',
  });
  try {
    const ready = await ask<Ready>(child, 'ready');
    const started = process.hrtime.bigint();
    const answer = await upload(ready.url, ready.token, SIZE);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const memory = await ask<Memory>(child, 'memory', 'report');
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
    const stored = JSON.parse(answer.body) as { path: string; size: number };
    const served = `${ready.url}/uploads/${stored.path}`;
    const size = Number((await fetch(served, { method: 'HEAD' })).headers.get('content-length'));
    const times: number[] = [];
    for (let i = 0; i < STREAMS; i += 1) times.push(await firstByte(served));
    console.log(`\n${storage}:`);
    console.log(
      `  uploaded ${mb(SIZE)} to POST /api/upload/video in ${seconds.toFixed(2)} s (${(SIZE / MEGABYTE / seconds).toFixed(0)} MB/s)`,
    );
    console.log(`  stored ${stored.path}: ${mb(size)}${size === SIZE ? '' : ' (size differs!)'}`);
    console.log(
      `  API process memory: ${mb(memory.rssBefore)} resident before, ${mb(memory.rssPeak)} at its peak (+${mb(memory.rssPeak - memory.rssBefore)}); JS heap peak ${mb(memory.heapPeak)}`,
    );
    console.log(
      `  first byte of a 64 KB range through /uploads, ${STREAMS} requests: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  } finally {
    if (child.connected) child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`Machine: ${machineSpeed()}`);
  if (STORAGES.includes('local')) await run('local disk', {});
  if (STORAGES.includes('s3')) {
    const s3 = await startS3TestServer();
    try {
      await run('S3 (s3rver on this machine)', s3Environment(await s3.newBucket()));
    } finally {
      await s3.stop();
    }
  }
}

if (process.argv[2] === '--serve') {
  serve(process.argv[3], JSON.parse(process.argv[4] ?? '{}') as Record<string, string>).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
