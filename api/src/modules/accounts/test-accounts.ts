import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';

export const PASSWORD = 'motdepasse1';
const MONTH_AGO = () => new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString();

/**
 * A password hash in the stored form auth/password.ts checks (it reads the cost from the hash), at the
 * lowest scrypt cost: a thousand sign-ins then take a moment, not minutes.
 */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16, r: 1, p: 1 });
  return ['scrypt', 16, 1, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Tests: `count` accounts `<prefix>0`, `<prefix>1`… opened a month ago, all with PASSWORD; their usernames. */
export async function insertAccounts(db: Db, prefix: string, count: number): Promise<string[]> {
  const hash = cheapHash(PASSWORD);
  const usernames = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  for (let from = 0; from < count; from += 200) {
    await db
      .insertInto('users')
      .values(
        usernames.slice(from, from + 200).map((username) => ({
          username,
          email: `${username}@example.test`,
          password_hash: hash,
          roles: JSON.stringify(['ROLE_USER']),
          created_at: MONTH_AGO(),
          updated_at: MONTH_AGO(),
        })),
      )
      .execute();
  }
  return usernames;
}

export interface SignInAnswer {
  status: number;
  retryAfter: number | undefined;
  body: { message?: string; error?: string; token?: string };
  /** The device cookie set by a successful sign-in, as a browser sends it back. */
  deviceCookie: string | undefined;
}

/** POST /api/login_check from `address`, with a device cookie when given. */
export async function signInFrom(
  app: FastifyInstance,
  address: string,
  username: string,
  password: string,
  deviceCookie?: string,
): Promise<SignInAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    remoteAddress: address,
    headers: deviceCookie ? { cookie: deviceCookie } : {},
    payload: { username, password },
  });
  const setCookie = response.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0];
  const retryAfter = response.headers['retry-after'];
  return {
    status: response.statusCode,
    retryAfter: retryAfter === undefined ? undefined : Number(retryAfter),
    body: response.json(),
    deviceCookie: cookie,
  };
}

/** Runs `work` on every item, `width` at a time. */
export async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let from = 0; from < items.length; from += width) {
    results.push(...(await Promise.all(items.slice(from, from + width).map(work))));
  }
  return results;
}
