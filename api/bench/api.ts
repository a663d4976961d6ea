/**
 * Load test: a child process starts a bare Fastify hello-world and the real API (on a freshly seeded
 * temporary SQLite database) on 127.0.0.1; this process drives each route in turn with autocannon and
 * prints the figures with the ratio to the bare server, at BENCH_CONNECTIONS (default 10) then at
 * BENCH_LOAD_CONNECTIONS (default 200) connections. BENCH_SECONDS (default 10) sets each route's run.
 * The clients send no session and, by default, no Accept-Encoding (autocannon's default), so answers are
 * plain JSON; BENCH_ACCEPT_ENCODING=br asks for them as a browser does (compressed above 1 KB).
 * A public playlist of 1,000 items (the seed's published tracks in turn) is read like the lists, and a
 * visitor's player asks for the spot due (`GET /api/ads/next` with its device id; after its 3 listens one
 * spot is served, then none is due: the common answer). p95 is taken from every answer's own time.
 * Then the search benchmark (search.ts) runs on its own generated catalogue; BENCH_SEARCH=0 skips it.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoContent } from '../src/db/seed';
import { buildServer } from '../src/server';
import { benchSearch } from './search';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HOST = '127.0.0.1';
const ACCEPT_ENCODING: Record<string, string> = process.env.BENCH_ACCEPT_ENCODING
  ? { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING }
  : {};

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** Items of the playlist the bench reads. */
const PLAYLIST_ITEMS = 1000;

/** The public lists the web app reads most, as it asks for them (home sections, /events and /store). */
const LISTS: Array<[string, string]> = [
  ['GET /api/releases?limit=8', '/api/releases?limit=8'],
  ['GET /api/events?status=upcoming&…', '/api/events?status=upcoming&sort=date&limit=10&offset=0'],
  ['GET /api/products?sort=featured&…', '/api/products?sort=featured&limit=9&offset=0'],
  ['GET /api/artists?limit=8', '/api/artists?limit=8'],
];
/** The heavier run: p99 and errors under many clients at once. */
const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);

function printTable(title: string, results: Figures[]): void {
  const base = results[0].requestsPerSecond;
  console.log(`\n${title}`);
  console.log(
    [
      'route'.padEnd(36),
      'req/s'.padStart(9),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'vs bare'.padStart(8),
      'errors'.padStart(7),
    ].join(' '),
  );
  for (const figures of results) {
    console.log(
      [
        figures.name.padEnd(36),
        figures.requestsPerSecond.toFixed(0).padStart(9),
        String(figures.p50).padStart(8),
        String(figures.p95).padStart(8),
        String(figures.p99).padStart(8),
        `${((figures.requestsPerSecond / base) * 100).toFixed(1)}%`.padStart(8),
        String(figures.errors).padStart(7),
      ].join(' '),
    );
  }
}

/** The value below which `share` of the sorted times fall (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** A visitor's player as it asks for the spot due between two tracks (after 3 listens: one spot, then none due). */
const AD_LISTENER = { 'x-kora-device': 'appareil-du-banc-0001', 'accept-language': 'fr' };

function run(
  name: string,
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Figures> {
  return new Promise((resolve, reject) => {
    // autocannon's own percentiles skip p95: it is read from every answer's time instead.
    const times: number[] = [];
    const instance = autocannon(
      { url, connections, duration: seconds, headers: { ...ACCEPT_ENCODING, ...headers } },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          name,
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p95: Math.round(percentile(times, 0.95)),
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** A public playlist of the seed's first listener holding PLAYLIST_ITEMS items; its id. */
async function playlistOfThousand(db: Db): Promise<number> {
  const tracks = await db
    .selectFrom('tracks')
    .innerJoin('releases', 'releases.id', 'tracks.release_id')
    .select(['tracks.id', 'tracks.title'])
    .where('releases.status', '=', 'published')
    .orderBy('tracks.id')
    .execute();
  const owner = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const playlist = await db
    .insertInto('playlists')
    .values({
      user_id: owner.id,
      name: 'Bench',
      description: null,
      public: 1,
      item_count: PLAYLIST_ITEMS,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < PLAYLIST_ITEMS; start += 250) {
    await db
      .insertInto('playlist_items')
      .values(
        Array.from({ length: Math.min(250, PLAYLIST_ITEMS - start) }, (_, i) => {
          const track = tracks[(start + i) % tracks.length];
          return {
            playlist_id: playlist.id,
            position: start + i,
            kind: 'track' as const,
            item_id: track.id,
            title: track.title,
            added_at: now,
          };
        }),
      )
      .execute();
  }
  return playlist.id;
}

interface Addresses {
  bare: string;
  api: string;
  playlist: number;
}

/** Child process: serve both servers until told to stop. */
async function serve(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kora-bench-'));
  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ hello: 'world' }));
  const config = loadConfig({
    DATA_DIR: dir,
    JWT_SECRET: 'bench-secret',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  await seedDemoContent(db, { media: false });
  const playlist = await playlistOfThousand(db);
  const api = buildServer(config, { db, logger: false });
  await api.ready();
  const tracks = await db.selectFrom('tracks').select('id').orderBy('id').limit(3).execute();
  for (const { id } of tracks) {
    await api.inject({ method: 'POST', url: `/api/track/${id}/listen`, headers: AD_LISTENER });
  }
  const addresses: Addresses = {
    bare: await bare.listen({ port: 0, host: HOST }),
    api: await api.listen({ port: 0, host: HOST }),
    playlist,
  };
  process.send?.(addresses);
  process.on('message', async () => {
    await Promise.all([bare.close(), api.close()]);
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
}

async function main(): Promise<void> {
  const child = fork(__filename, ['--serve'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const stopChild = () => child.connected && child.send('stop');
  try {
    const addresses = await new Promise<Addresses>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('servers did not start within 60 s')), 60_000);
      child.once('message', (message) => {
        clearTimeout(timer);
        resolve(message as Addresses);
      });
      child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
    });
    const targets: Array<[string, string, Record<string, string>?]> = [
      ['bare Fastify GET /hello', `${addresses.bare}/hello`],
      ...LISTS.map(([name, path]): [string, string] => [name, `${addresses.api}${path}`]),
      [`GET /api/playlists/{id} (${PLAYLIST_ITEMS} items)`, `${addresses.api}/api/playlists/${addresses.playlist}`],
      ['GET /api/ads/next (a visitor)', `${addresses.api}/api/ads/next`, AD_LISTENER],
    ];
    const encoding = process.env.BENCH_ACCEPT_ENCODING ?? 'none';
    console.log(
      `autocannon: ${SECONDS} s per route, ${HOST}, SQLite, ${process.version}, Accept-Encoding: ${encoding}`,
    );
    for (const [, url, headers] of targets) await run('warm-up', url, 1, CONNECTIONS, headers);
    for (const connections of [CONNECTIONS, LOAD_CONNECTIONS]) {
      const results: Figures[] = [];
      for (const [name, url, headers] of targets) results.push(await run(name, url, SECONDS, connections, headers));
      printTable(`${connections} connections`, results);
    }
  } finally {
    stopChild();
  }
  if (process.env.BENCH_SEARCH !== '0') await benchSearch();
}

if (process.argv.includes('--serve')) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
