import type { Db } from '../../db/connection';
import { HttpError } from '../../http/errors';
import { FAILED_SIGN_INS_SCALING, type AddressStanding } from '../../limits/address-standing';
import { pruneEvery } from '../../limits/prune';

export interface SignInLimits {
  /** Failed attempts allowed per window for one account from one address, or from one known device. */
  perAccount: number;
  /**
   * Failed attempts allowed per window from one address across accounts, for devices it does not know;
   * raised by the accounts that sign in from the address (AddressStanding).
   */
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
 * Where attempts of a device that signed in to the account before are counted (device-cookie.ts):
 * apart from its address, in the same table.
 */
const deviceScope = (device: string) => `device:${device}`;

/**
 * Sign-in attempts, counted in the database before any password is checked. An attempt is written,
 * then the attempts of its scope (its address, or its known device) are counted while that scope's row
 * is locked, so parallel attempts (from any API process) are counted one after the other and never
 * more than the allowance reach the password check. From an address: per account, and across accounts
 * up to the address's allowance, which grows with the accounts seen signing in there. From a known
 * device: per device, whatever its address has seen, so one attacker cannot lock everyone behind a
 * shared address out. Attempts stay until they are a window old (deleted at the scope's next attempt,
 * or by a sweep over all scopes once a window), or until the account signs in from that scope.
 */
export class SignInThrottle {
  private readonly prune: () => void;

  constructor(
    private readonly db: Db,
    private readonly standing: AddressStanding,
    private readonly limits: SignInLimits,
  ) {
    this.prune = pruneEvery(limits.windowMs, async () => {
      const before = new Date(Date.now() - limits.windowMs).toISOString();
      await db.deleteFrom('sign_in_attempts').where('created_at', '<=', before).execute();
      await db.deleteFrom('sign_in_addresses').where('last_attempt_at', '<=', before).execute();
    });
  }

  /**
   * Writes down an attempt on `accountKey` from `address`, or from `device` when the request carries a
   * device cookie for that account; throws `SignInRefused` past an allowance.
   */
  async reserve(accountKey: string, address: string, device?: string | null): Promise<void> {
    this.prune();
    const scope = device ? deviceScope(device) : address;
    await this.db.transaction().execute(async (trx) => {
      const lockedAt = new Date().toISOString();
      await trx
        .insertInto('sign_in_addresses')
        .values({ address: scope, last_attempt_at: lockedAt })
        .onConflict((conflict) => conflict.column('address').doUpdateSet({ last_attempt_at: lockedAt }))
        .execute();
      // Read the time once the scope is ours: attempts written before are then never in our future.
      const now = Date.now();
      const nowIso = new Date(now).toISOString();
      const since = new Date(now - this.limits.windowMs).toISOString();
      await trx.deleteFrom('sign_in_attempts').where('address', '=', scope).where('created_at', '<=', since).execute();
      const mine = await trx
        .insertInto('sign_in_attempts')
        .values({ account_key: accountKey, address: scope, created_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      const earlier: Attempt[] = await trx
        .selectFrom('sign_in_attempts')
        .select(['account_key', 'created_at'])
        .where('address', '=', scope)
        .where('id', '!=', mine.id)
        .orderBy('created_at')
        .execute();
      const ofAccount = this.waitMs(
        earlier.filter((attempt) => attempt.account_key === accountKey),
        this.limits.perAccount,
        now,
      );
      // The address's standing only matters once its base allowance is spent.
      const ofAddress =
        device || earlier.length < this.limits.perAddress
          ? 0
          : this.waitMs(
              earlier,
              await this.standing.allowance(address, this.limits.perAddress, FAILED_SIGN_INS_SCALING, trx),
              now,
            );
      const waitMs = Math.max(ofAccount, ofAddress);
      // Throwing rolls the attempt back: a refused attempt is not counted.
      if (waitMs > 0) throw new SignInRefused(Math.max(1, Math.ceil(waitMs / 1000)));
    });
  }

  /**
   * A successful sign-in: the account's attempts from that scope no longer count. A known device
   * clears its own only: failures from its address may be someone else's behind the same address.
   */
  async succeeded(accountKey: string, address: string, device?: string | null): Promise<void> {
    await this.db
      .deleteFrom('sign_in_attempts')
      .where('account_key', '=', accountKey)
      .where('address', '=', device ? deviceScope(device) : address)
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
