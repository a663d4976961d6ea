import type { Transaction } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/tables';
import { pruneEvery } from './prune';

interface AddressSignInsTable {
  address: string;
  user_id: number;
  signed_in_at: string;
}

type Executor = Db | Transaction<Database>;

/** How long a sign-in vouches for its address, and how old an account must be to vouch. */
const STANDING_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How an allowance of one address grows with the accounts seen signing in from it. */
export interface Scaling {
  /** Accounts seen at the address for each unit added to the base allowance. */
  accountsPerExtra: number;
  /** The allowance never goes past the base this many times over. */
  maxFactor: number;
}

/** Room for about one mistyped password for every four accounts that use the address. */
export const FAILED_SIGN_INS_SCALING: Scaling = { accountsPerExtra: 4, maxFactor: 10 };
export const REGISTRATIONS_SCALING: Scaling = { accountsPerExtra: 10, maxFactor: 10 };

function scaledAllowance(base: number, accounts: number, scaling: Scaling): number {
  return Math.min(base * scaling.maxFactor, base + Math.floor(accounts / scaling.accountsPerExtra));
}

/**
 * What an address has shown of legitimate use: the accounts that signed in from it in the last day.
 * Thousands of listeners may share one carrier-grade NAT address; the more of them sign in, the more
 * failed sign-ins and registrations the address is allowed. Only accounts older than a day vouch, so
 * accounts registered to raise an address's allowance cannot raise it the same day.
 */
export class AddressStanding {
  private readonly prune: () => void;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.prune = pruneEvery(STANDING_WINDOW_MS / 24, async () => {
      const before = new Date(this.now().getTime() - STANDING_WINDOW_MS).toISOString();
      await this.tables(db).deleteFrom('address_sign_ins').where('signed_in_at', '<=', before).execute();
    });
  }

  private tables(executor: Executor) {
    return executor.withTables<{ address_sign_ins: AddressSignInsTable }>();
  }

  async signedIn(address: string, userId: number): Promise<void> {
    this.prune();
    const at = this.now().toISOString();
    await this.tables(this.db)
      .insertInto('address_sign_ins')
      .values({ address, user_id: userId, signed_in_at: at })
      .onConflict((conflict) => conflict.columns(['address', 'user_id']).doUpdateSet({ signed_in_at: at }))
      .execute();
  }

  /** The accounts that vouch for `address` now. */
  async accounts(address: string, executor: Executor = this.db): Promise<number> {
    const since = new Date(this.now().getTime() - STANDING_WINDOW_MS).toISOString();
    const row = await this.tables(executor)
      .selectFrom('address_sign_ins as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('s.address', '=', address)
      .where('s.signed_in_at', '>', since)
      .where('u.created_at', '<=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async allowance(address: string, base: number, scaling: Scaling, executor: Executor = this.db): Promise<number> {
    return scaledAllowance(base, await this.accounts(address, executor), scaling);
  }
}
