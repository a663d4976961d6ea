import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_ROOT } from '../config';
import { openDatabase, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { TokenService } from '../auth/tokens';

export interface ApiProcess {
  url: string;
  output: () => string;
  /** Kills the process outright, as a machine lost mid-request. */
  kill(): Promise<void>;
}

export interface ApiProcesses {
  processes: ApiProcess[];
  /** A session token the processes accept, for an account written straight to the database. */
  tokenFor(user: { id: number; username: string }): Promise<string>;
  /** A connection of the test's own to the database the processes share. */
  db: Db;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function untilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}:\n${output()}`);
    const answer = await fetch(`${url}/api/health`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API process at ${url} not ready:\n${output()}`);
}

const JWT_SECRET = 'processes-secret-that-is-long-enough-for-hs256';

export interface ApiProcessesOptions {
  /** Each process gets a DATA_DIR of its own, as separate machines have (media then only meet in a bucket). */
  ownDisks?: boolean;
}

/**
 * Several real API processes on one database, as a deployment behind a load balancer runs them: a fresh
 * SQLite file, or a fresh PostgreSQL schema when KORA_TEST_DATABASE_URL is set. The schema is migrated
 * once before they start; no demo content.
 */
export async function startApiProcesses(
  count: number,
  env: Record<string, string> = {},
  options: ApiProcessesOptions = {},
): Promise<ApiProcesses> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kora-api-processes-'));
  const postgresUrl = process.env.KORA_TEST_DATABASE_URL;
  const schema = postgresUrl ? `processes_${randomBytes(6).toString('hex')}` : undefined;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  if (postgresUrl) await admin(`create schema "${schema}"`);
  const database = postgresUrl
    ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema as string }
    : { DATABASE_URL: `sqlite:${path.join(dir, 'shared.sqlite')}` };
  const db = openDatabase(
    postgresUrl
      ? { kind: 'postgres', url: postgresUrl, schema }
      : { kind: 'sqlite', file: path.join(dir, 'shared.sqlite') },
  );
  await migrateToLatest(db);

  const children: ChildProcess[] = [];
  const processes = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src/main.ts')], {
        cwd: API_ROOT,
        env: {
          ...process.env,
          ...database,
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(dir, options.ownDisks ? `data-${index + 1}` : 'data'),
          JWT_SECRET,
          SEED_ON_START: 'false',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let log = '';
      child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const url = `http://127.0.0.1:${port}`;
      await untilHealthy(url, child, () => log);
      const kill = async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      };
      return { url, output: () => log, kill };
    }),
  );

  const tokens = new TokenService(JWT_SECRET, 3600, async () => 0);
  return {
    processes,
    db,
    tokenFor: (user) => tokens.sign({ ...user, roles: ['ROLE_USER'] }),
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      await db.destroy();
      if (postgresUrl) await admin(`drop schema "${schema}" cascade`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
