import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seedDemoContent, type SeedOptions } from '../db/seed';
import { buildServer } from '../server';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Fill the database with the demo content (media files only when `media` is true), in the app's storage. */
  seed?: boolean | Omit<SeedOptions, 'storage'>;
  env?: Record<string, string>;
  /** Called with the server before its plugins load (to add a hook that sees every route). */
  beforeReady?: (app: FastifyInstance) => void;
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A server on a database of its own: a fresh SQLite file in a temp folder, or, when
 * KORA_TEST_DATABASE_URL is set, a fresh PostgreSQL schema (so suites can run in parallel).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kora-api-test-'));
  const postgresUrl = process.env.KORA_TEST_DATABASE_URL;
  const schema = postgresUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (postgresUrl && schema) {
    await withAdminClient(postgresUrl, (client) => client.query(`create schema "${schema}"`));
  }
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      PUBLIC_URL: 'http://api.test',
      LOG_LEVEL: 'silent',
      ...options.env,
    }),
    database:
      postgresUrl && schema
        ? { kind: 'postgres', url: postgresUrl, schema }
        : { kind: 'sqlite', file: path.join(dir, 'test.sqlite') },
  };
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  // Built before the seed, to seed into its storage; ready after it, as its background work reads the rows.
  const app = buildServer(config, { db, logger: false });
  options.beforeReady?.(app);
  if (options.seed) {
    const seedOptions = typeof options.seed === 'object' ? options.seed : { media: false };
    await seedDemoContent(db, { storage: app.storage, ...seedOptions });
  }
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.destroy();
      if (postgresUrl && schema) {
        await withAdminClient(postgresUrl, (client) => client.query(`drop schema "${schema}" cascade`));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestSession {
  token: string;
  userId: number;
  headers: { authorization: string };
}

/** Registers an account and signs it in. */
export async function signUp(app: FastifyInstance, username: string, password = 'motdepasse1'): Promise<TestSession> {
  const email = `${username.toLowerCase()}@example.test`;
  const registered = await app.inject({ method: 'POST', url: '/api/register', payload: { username, email, password } });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  return signIn(app, username, password);
}

export async function signIn(app: FastifyInstance, username: string, password: string): Promise<TestSession> {
  const response = await app.inject({ method: 'POST', url: '/api/login_check', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const body = response.json<{ token: string; user: { id: number } }>();
  return { token: body.token, userId: body.user.id, headers: { authorization: `Bearer ${body.token}` } };
}

/** An account written straight to the database (`<username>@example.test`); its id. */
export async function insertUser(db: Db, username: string, passwordHash: string | null = null): Promise<number> {
  const now = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      username,
      email: `${username.toLowerCase()}@example.test`,
      password_hash: passwordHash,
      roles: JSON.stringify(['ROLE_USER']),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

/** An account written straight to the database and its token: for tests that need many users at once. */
export async function createUser(t: Pick<TestApp, 'app' | 'db'>, username: string): Promise<TestSession> {
  const userId = await insertUser(t.db, username);
  const token = await t.app.tokens.sign({ id: userId, username, roles: ['ROLE_USER'] });
  return { token, userId, headers: { authorization: `Bearer ${token}` } };
}
