import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { originOf as appOrigin } from '@kora/shared/build/apps.js';
import type { OAuthProvider } from '@kora/shared/contracts';
import { storageSettingsFrom, type StorageSettings } from './media/storage/storage-settings';
import { currencySettingsFrom, type CurrencySettings } from './modules/currency/settings';
import { oauthSettingsFrom, type OAuthProviderSettings } from './modules/oauth/settings';
import { mobileMoneySettingsFor, type MobileMoneySettings } from './payments/mobile-money/settings';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** pk_… given to the browser for @stripe/stripe-js; null when unset. */
  publishableKey: string | null;
  /** Another Stripe API address (e.g. http://127.0.0.1:12111 for a local fake); null for Stripe's own. */
  apiBase: string | null;
}

export interface PaymentsConfig {
  /** `stripe` when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set, else the built-in test checkout. */
  provider: 'local' | 'stripe';
  stripe: StripeSettings | null;
}

export const TEST_PAYMENTS_IN_PRODUCTION =
  'NODE_ENV=production without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: every payment would go through the ' +
  'test checkout, which charges nothing. Set the Stripe keys, or KORA_ALLOW_TEST_PAYMENTS=1 to run a demo with ' +
  'test payments on purpose.';

export interface MailConfig {
  /** smtp(s)://user:pass@host:port; null → mails are written to `outboxDir` and logged. */
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
}

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

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
  /** Paid masters, outside /uploads: sent only through an authorized download (MASTERS_DIR). */
  mastersDir: string;
  /**
   * Where media live: these folders (STORAGE=local, the default) or an S3 bucket every API machine shares
   * (STORAGE=s3 with S3_BUCKET and keys); MEDIA_PUBLIC_URL, a CDN in front of the public media.
   */
  storage: StorageSettings;
  /** Bytes one user may keep uploaded in all (UPLOAD_QUOTA_BYTES). */
  uploadQuotaBytes: number;
  /** Uploads one user may start per hour (UPLOADS_PER_HOUR). */
  uploadsPerHour: number;
  jwtSecret: string;
  jwtTtlSeconds: number;
  logLevel: string;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /**
   * The proxies in front of the API whose X-Forwarded-For is believed (TRUST_PROXY: a number of hops or a
   * comma-separated list of addresses or CIDR ranges; unset → none). Behind one, without it every
   * visitor would share the proxy's address, its sign-in allowance and its rate limits.
   */
  trustProxy: number | string[] | false;
  /** How long a public list answer is kept for callers without a session (LIST_CACHE_MS; 0 keeps none). */
  listCacheMs: number;
  /** Failed sign-ins allowed per minute for one account (by username or email) from one address. */
  loginFailuresPerMinute: number;
  /** Failed sign-ins allowed per minute from one address, whatever the accounts tried. */
  loginFailuresPerAddressPerMinute: number;
  /** Registrations allowed per minute from one address. */
  registrationsPerMinute: number;
  seedOnStart: boolean;
  /** The web app's address, for links in mails and OAuth redirect URIs. */
  webUrl: string;
  /** Origins a checkout or portal may send the browser back to: the web app's and the CORS origins. */
  returnOrigins: string[];
  payments: PaymentsConfig;
  /**
   * Mobile money: CinetPay with CINETPAY_API_KEY, CINETPAY_SITE_ID and CINETPAY_SECRET_KEY, else the API's
   * own simulator; off in a Stripe-only production (payments/mobile-money/settings.ts says why).
   */
  mobileMoney: MobileMoneySettings;
  /**
   * How often open mobile-money payments are asked from their provider again, in case a notification was
   * lost (MOBILE_MONEY_SWEEP_INTERVAL_MS, 1 minute; 0 never).
   */
  mobileMoneySweepIntervalMs: number;
  /** How often due plans are renewed or ended (PLAN_RENEWAL_INTERVAL_MS, 1 minute; 0 never). */
  planRenewalIntervalMs: number;
  /** How often each live notification stream gets its keep-alive comment and its token checked (NOTIFICATION_HEARTBEAT_MS, 20 s). */
  notificationHeartbeatMs: number;
  mail: MailConfig;
  /** Password reset links stay valid this long. */
  passwordResetTtlSeconds: number;
  /** Forgot-password requests allowed per minute from one address. */
  forgotPasswordPerMinute: number;
  oauth: Record<OAuthProvider, OAuthProviderSettings>;
  /** Display rates: US dollars for 1 EUR (CURRENCY_USD_RATE, else 1.08); XOF is pegged. */
  currency: CurrencySettings;
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

function paymentsFrom(env: Env): PaymentsConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey || !webhookSecret) {
    if (env.NODE_ENV === 'production' && env.KORA_ALLOW_TEST_PAYMENTS !== '1') {
      throw new Error(TEST_PAYMENTS_IN_PRODUCTION);
    }
    return { provider: 'local', stripe: null };
  }
  return {
    provider: 'stripe',
    stripe: {
      secretKey,
      webhookSecret,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() || null,
      apiBase: env.STRIPE_API_BASE?.trim() || null,
    },
  };
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Where browsers open the site: the shell's origin as the site's servers are told (KORA_SHELL_PORT, KORA_REMOTE_SHELL_URL). */
function shellOrigin(env: Env): string {
  return new URL(appOrigin('shell', env)).origin;
}

/** A localhost origin and its 127.0.0.1 twin: the same site to a person, two origins to a browser. */
function withLoopbackTwin(origin: string): string[] {
  const url = new URL(origin);
  if (url.hostname !== 'localhost') return [origin];
  url.hostname = '127.0.0.1';
  return [origin, url.origin];
}

function trustedProxies(value: string | undefined): number | string[] | false {
  if (!value?.trim()) return false;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  return list(value, []);
}

/** Every setting from the environment, with defaults that work out of the box. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env.PORT, 4000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(API_ROOT, 'data'));
  const shell = shellOrigin(env);
  const corsOrigins = list(env.CORS_ORIGINS, withLoopbackTwin(shell));
  const webUrl = (env.WEB_URL ?? shell).replace(/\/+$/, '');
  // The card's settings first: in production without Stripe its own rule is the one that stops the start.
  const payments = paymentsFrom(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    corsOrigins,
    database: databaseFrom(env, dataDir),
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    mastersDir: path.resolve(env.MASTERS_DIR ?? path.join(dataDir, 'masters')),
    storage: storageSettingsFrom(env),
    uploadQuotaBytes: integer(env.UPLOAD_QUOTA_BYTES, 2 * 1024 * 1024 * 1024),
    uploadsPerHour: integer(env.UPLOADS_PER_HOUR, 120),
    jwtSecret: resolveJwtSecret(env, dataDir),
    jwtTtlSeconds: integer(env.JWT_TTL_SECONDS, 60 * 60 * 24),
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimit: integer(env.BODY_LIMIT_BYTES, 1024 * 1024),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    listCacheMs: integer(env.LIST_CACHE_MS, 5_000),
    loginFailuresPerMinute: integer(env.LOGIN_FAILURES_PER_MINUTE, 5),
    loginFailuresPerAddressPerMinute: integer(env.LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE, 20),
    registrationsPerMinute: integer(env.REGISTRATIONS_PER_MINUTE, 30),
    seedOnStart: env.SEED_ON_START !== 'false',
    webUrl,
    returnOrigins: [
      ...new Set([originOf(webUrl), ...corsOrigins.map(originOf)].filter((o): o is string => o !== null)),
    ],
    payments,
    mobileMoney: mobileMoneySettingsFor(env, payments.provider),
    mobileMoneySweepIntervalMs: integer(env.MOBILE_MONEY_SWEEP_INTERVAL_MS, 60_000),
    planRenewalIntervalMs: integer(env.PLAN_RENEWAL_INTERVAL_MS, 60_000),
    notificationHeartbeatMs: integer(env.NOTIFICATION_HEARTBEAT_MS, 20_000),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      from: env.MAIL_FROM ?? 'Kora <no-reply@kora.local>',
      outboxDir: path.resolve(env.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    },
    passwordResetTtlSeconds: integer(env.PASSWORD_RESET_TTL_SECONDS, 60 * 60),
    forgotPasswordPerMinute: integer(env.FORGOT_PASSWORD_PER_MINUTE, 5),
    oauth: oauthSettingsFrom(env, webUrl),
    currency: currencySettingsFrom(env),
  };
}
