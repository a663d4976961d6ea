import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './tables';

export type Db = Kysely<Database>;

const schemas = new WeakMap<Db, string>();

/** The PostgreSQL schema a connection works in, when the configuration named one. */
export function schemaOf(db: Db): string | undefined {
  return schemas.get(db);
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Opens the database the configuration names: a SQLite file, or PostgreSQL (optionally in one schema). */
export function openDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'sqlite') {
    mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new SqliteDatabase(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    ...(config.schema ? { options: `-c search_path=${quoteIdentifier(config.schema)}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  if (config.schema) schemas.set(db, config.schema);
  return db;
}
