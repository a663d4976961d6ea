import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** "scrypt$N$r$p$salt$hash" with base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Checked instead when there is no stored hash (unknown user, account without a password), so that the
 * answer takes as long as for a real account. Same cost as a real hash; no password derives this key.
 */
const NO_PASSWORD = [
  'scrypt',
  COST.N,
  COST.r,
  COST.p,
  Buffer.alloc(16, 1).toString('base64url'),
  Buffer.alloc(KEY_LENGTH, 2).toString('base64url'),
].join('$');

/** True when the password matches the stored hash; always false, in the same time, when there is none. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const matches = await matchesHash(password, stored || NO_PASSWORD);
  return Boolean(stored) && matches;
}

async function matchesHash(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      Buffer.from(salt, 'base64url'),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p), maxmem: COST.maxmem },
      (error, derived) => (error ? reject(error) : resolve(derived)),
    );
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
