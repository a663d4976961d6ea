import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema?: string };

export interface AppConfig {
  port: number;
  host: string;
  /** Base of every absolute media URL in answers, e.g. http://localhost:4000 */
  publicUrl: string;
  corsOrigins: string[];
  database: DatabaseConfig;
  /** Folder for the SQLite file, the generated JWT secret and uploads. */
  dataDir: string;
  /** Files served under /uploads. */
  uploadsDir: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  logLevel: string;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /** Failed sign-ins allowed per minute for one username and address. */
  loginFailuresPerMinute: number;
  /** Registrations allowed per minute from one address. */
  registrationsPerMinute: number;
  seedOnStart: boolean;
}

export const API_ROOT = path.resolve(__dirname, '..');

type Env = Record<string, string | undefined>;

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (!value) return fallback;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The JWT secret: JWT_SECRET when set, else one generated on first start and kept in the data folder. */
export function resolveJwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function databaseFrom(env: Env, dataDir: string): DatabaseConfig {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url, schema: env.DATABASE_SCHEMA };
  if (url && url.startsWith('sqlite:')) return { kind: 'sqlite', file: path.resolve(url.slice('sqlite:'.length)) };
  return { kind: 'sqlite', file: path.join(dataDir, 'kora.sqlite') };
}

/** Every setting from the environment, with defaults that work out of the box. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env.PORT, 4000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(API_ROOT, 'data'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    corsOrigins: list(env.CORS_ORIGINS, ['http://localhost:3000', 'http://127.0.0.1:3000']),
    database: databaseFrom(env, dataDir),
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    jwtSecret: resolveJwtSecret(env, dataDir),
    jwtTtlSeconds: integer(env.JWT_TTL_SECONDS, 60 * 60 * 24),
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimit: integer(env.BODY_LIMIT_BYTES, 1024 * 1024),
    loginFailuresPerMinute: integer(env.LOGIN_FAILURES_PER_MINUTE, 5),
    registrationsPerMinute: integer(env.REGISTRATIONS_PER_MINUTE, 30),
    seedOnStart: env.SEED_ON_START !== 'false',
  };
}
