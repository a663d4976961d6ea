import type { Db } from '../../db/connection';
import { HttpError } from '../../http/errors';
import { pruneEvery } from '../../limits/prune';

export interface SignInLimits {
  /** Failed attempts allowed per window for one account from one address. */
  perAccount: number;
  /** Failed attempts allowed per window from one address, across accounts. */
  perAddress: number;
  windowMs: number;
}

/** 429 for a sign-in refused before its password was checked; `retryAfterSeconds` goes in Retry-After. */
export class SignInRefused extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Trop de tentatives de connexion. Réessayez dans ${retryAfterSeconds} secondes.`);
  }
}

interface Attempt {
  account_key: string;
  created_at: string;
}

/**
 * Sign-in attempts, counted in the database before any password is checked. An attempt is written,
 * then the attempts of its address are counted while that address's row is locked, so parallel
 * attempts (from any API process) are counted one after the other and never more than the allowance
 * reach the password check. Attempts stay until they are a window old (deleted at the address's next
 * attempt, or by a sweep over all addresses once a window), or until the account signs in from that address.
 */
export class SignInThrottle {
  private readonly prune: () => void;

  constructor(
    private readonly db: Db,
    private readonly limits: SignInLimits,
  ) {
    this.prune = pruneEvery(limits.windowMs, async () => {
      const before = new Date(Date.now() - limits.windowMs).toISOString();
      await db.deleteFrom('sign_in_attempts').where('created_at', '<=', before).execute();
      await db.deleteFrom('sign_in_addresses').where('last_attempt_at', '<=', before).execute();
    });
  }

  /** Writes down an attempt on `accountKey` from `address`, or throws `SignInRefused` past an allowance. */
  async reserve(accountKey: string, address: string): Promise<void> {
    this.prune();
    await this.db.transaction().execute(async (trx) => {
      const lockedAt = new Date().toISOString();
      await trx
        .insertInto('sign_in_addresses')
        .values({ address, last_attempt_at: lockedAt })
        .onConflict((conflict) => conflict.column('address').doUpdateSet({ last_attempt_at: lockedAt }))
        .execute();
      // Read the time once the address is ours: attempts written before are then never in our future.
      const now = Date.now();
      const nowIso = new Date(now).toISOString();
      const since = new Date(now - this.limits.windowMs).toISOString();
      await trx
        .deleteFrom('sign_in_attempts')
        .where('address', '=', address)
        .where('created_at', '<=', since)
        .execute();
      const mine = await trx
        .insertInto('sign_in_attempts')
        .values({ account_key: accountKey, address, created_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      const earlier: Attempt[] = await trx
        .selectFrom('sign_in_attempts')
        .select(['account_key', 'created_at'])
        .where('address', '=', address)
        .where('id', '!=', mine.id)
        .orderBy('created_at')
        .execute();
      const waitMs = Math.max(
        this.waitMs(
          earlier.filter((attempt) => attempt.account_key === accountKey),
          this.limits.perAccount,
          now,
        ),
        this.waitMs(earlier, this.limits.perAddress, now),
      );
      // Throwing rolls the attempt back: a refused attempt is not counted.
      if (waitMs > 0) throw new SignInRefused(Math.max(1, Math.ceil(waitMs / 1000)));
    });
  }

  /** A successful sign-in: the account's attempts from that address no longer count. */
  async succeeded(accountKey: string, address: string): Promise<void> {
    await this.db
      .deleteFrom('sign_in_attempts')
      .where('account_key', '=', accountKey)
      .where('address', '=', address)
      .execute();
  }

  /** How long until one more attempt fits beside `earlier` (oldest first) under `allowance`; 0 when it fits now. */
  private waitMs(earlier: Attempt[], allowance: number, now: number): number {
    if (allowance <= 0) return this.limits.windowMs;
    if (earlier.length < allowance) return 0;
    const mustExpire = earlier[earlier.length - allowance];
    return Math.min(this.limits.windowMs, Math.max(1, Date.parse(mustExpire.created_at) + this.limits.windowMs - now));
  }
}

/** The throttle's key for a login: the account it names, whoever types it (username or email). */
export function accountKeyOf(userId: number | undefined, login: string): string {
  return userId === undefined ? `login:${login.trim().toLowerCase()}` : `account:${userId}`;
}
