/**
 * Search benchmark: a generated catalogue of 100,000 releases and 20,000 artists (and their tracks) in
 * a fresh database, then suggestions as people type them (prefixes of names and titles, words with a
 * typo), asked in-process through Fastify's `inject` (routing, validation and serialisation included,
 * no network) one after another. Prints p50/p95/p99 on SQLite and, when DATABASE_URL names a
 * PostgreSQL server, on PostgreSQL too (in a schema of its own, dropped afterwards).
 * BENCH_SEARCH_RELEASES / BENCH_SEARCH_ARTISTS / BENCH_SEARCH_QUERIES change the sizes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig, type DatabaseConfig } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { buildServer } from '../src/server';
import { insertCatalogue, randomFrom, type GeneratedCatalogue, type Random } from './search-catalogue';

const RELEASES = Number(process.env.BENCH_SEARCH_RELEASES ?? 100_000);
const ARTISTS = Number(process.env.BENCH_SEARCH_ARTISTS ?? 20_000);
const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES ?? 400);
const GOAL_P95_MS = 30;

/** One letter changed, left out or doubled, or two neighbours swapped, in a word of five letters or more. */
function withTypo(random: Random, word: string): string {
  const at = random.int(1, word.length - 2);
  const roll = random.next();
  if (roll < 0.3) return word.slice(0, at) + word.slice(at + 1);
  if (roll < 0.5) return word.slice(0, at) + word[at] + word.slice(at);
  if (roll < 0.75) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return word.slice(0, at) + 'eaiou'.replace(word[at], '').charAt(random.int(0, 3)) + word.slice(at + 1);
}

/** What people type: the start of a name or title (two letters up to a few words), or a word with a typo. */
export function typedQueries(catalogue: GeneratedCatalogue, count: number): string[] {
  const random = randomFrom(2024);
  const queries: string[] = [];
  while (queries.length < count) {
    const roll = random.next();
    const source =
      roll < 0.35
        ? random.pick(catalogue.artistNames)
        : roll < 0.8
          ? random.pick(catalogue.releaseTitles)
          : random.pick(catalogue.trackTitles);
    const text = random.next() < 0.5 ? source.toLowerCase() : source;
    const kind = random.next();
    if (kind < 0.55) {
      queries.push(text.slice(0, random.int(2, Math.max(2, text.length))).trimEnd());
    } else if (kind < 0.8) {
      const long = text.split(' ').filter((word) => [...word].length >= 5);
      if (long.length === 0) continue;
      queries.push(withTypo(random, random.pick(long)));
    } else {
      // Without accents, as typed on a phone.
      queries.push(
        text
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .slice(0, random.int(3, Math.max(3, text.length))),
      );
    }
  }
  return queries.filter((query) => query.trim().length >= 2);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface SearchFigures {
  database: string;
  insertSeconds: number;
  documents: number;
  queries: number;
  p50: number;
  p95: number;
  p99: number;
  found: number;
}

async function measure(name: string, database: DatabaseConfig, dataDir: string): Promise<SearchFigures> {
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret', LOG_LEVEL: 'warn', PUBLIC_URL: 'http://127.0.0.1' }),
    database,
  };
  const db = openDatabase(database);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const catalogue = await insertCatalogue(db, { artists: ARTISTS, releases: RELEASES, tracksPerRelease: [2, 3] });
    const insertSeconds = (performance.now() - started) / 1000;
    // As after any bulk load. PostgreSQL: the planner learns the new tables' sizes and the rows are
    // marked visible to all (autovacuum would, later). SQLite: the full-text index, rewritten piece by
    // piece by the load, is merged into one (its automatic merging would, over time).
    if (database.kind === 'postgres') {
      await sql`VACUUM ANALYZE artists, releases, tracks, search_documents, search_words`.execute(db);
    } else {
      await sql`INSERT INTO search_fts (search_fts) VALUES ('optimize')`.execute(db);
    }
    const documents = await db
      .selectFrom('search_documents')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();

    const app = buildServer(config, { db, logger: false });
    await app.ready();
    const queries = typedQueries(catalogue, QUERIES);
    const ask = (q: string) => app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
    for (const q of queries.slice(0, 50)) await ask(q);
    const timings: number[] = [];
    let found = 0;
    for (const q of queries) {
      const start = performance.now();
      const response = await ask(q);
      timings.push(performance.now() - start);
      if (response.statusCode !== 200)
        throw new Error(`suggest ${q} answered ${response.statusCode}: ${response.body}`);
      if (response.json<{ items: unknown[] }>().items.length > 0) found += 1;
    }
    await app.close();
    timings.sort((a, b) => a - b);
    return {
      database: name,
      insertSeconds,
      documents: Number(documents.n),
      queries: queries.length,
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      p99: percentile(timings, 99),
      found,
    };
  } finally {
    await db.destroy();
  }
}

async function withPostgresSchema<T>(url: string, work: (database: DatabaseConfig) => Promise<T>): Promise<T> {
  const schema = `bench_search_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema "${schema}"`);
  try {
    return await work({ kind: 'postgres', url, schema });
  } finally {
    await admin(`drop schema "${schema}" cascade`);
  }
}

function print(results: SearchFigures[]): void {
  console.log(
    `\nsearch suggestions, ${RELEASES.toLocaleString('en')} releases and ${ARTISTS.toLocaleString('en')} artists (in-process inject, sequential)`,
  );
  console.log(
    [
      'database'.padEnd(12),
      'documents'.padStart(10),
      'insert s'.padStart(9),
      'queries'.padStart(8),
      'found'.padStart(6),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'p99 ms'.padStart(8),
      `p95 ≤ ${GOAL_P95_MS}`.padStart(9),
    ].join(' '),
  );
  for (const r of results) {
    console.log(
      [
        r.database.padEnd(12),
        String(r.documents).padStart(10),
        r.insertSeconds.toFixed(1).padStart(9),
        String(r.queries).padStart(8),
        String(r.found).padStart(6),
        r.p50.toFixed(1).padStart(8),
        r.p95.toFixed(1).padStart(8),
        r.p99.toFixed(1).padStart(8),
        (r.p95 <= GOAL_P95_MS ? 'yes' : 'NO').padStart(9),
      ].join(' '),
    );
  }
}

/** Runs the benchmark on SQLite, then on PostgreSQL when DATABASE_URL is set, and prints the figures. */
export async function benchSearch(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kora-bench-search-'));
  try {
    const results = [await measure('SQLite', { kind: 'sqlite', file: path.join(dir, 'search.sqlite') }, dir)];
    const url = process.env.DATABASE_URL;
    if (url && /^postgres(ql)?:\/\//.test(url)) {
      results.push(await withPostgresSchema(url, (database) => measure('PostgreSQL', database, dir)));
    } else {
      console.log('search: DATABASE_URL is not set, PostgreSQL skipped');
    }
    print(results);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  benchSearch().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
