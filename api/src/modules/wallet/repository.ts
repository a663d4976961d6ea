import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/tables';

type Writer = Transaction<Database>;
export type WalletReason = 'top-up' | 'ticket' | 'refund';

export interface WalletEntry {
  userId: number;
  amountMinor: number;
  currency: string;
  reason: WalletReason;
  /** What caused it (a payment session, tickets, an event): a reason and reference move money once. */
  reference: string;
}

/**
 * Balances and their history. Every change is one conditional statement on the balance row inside the
 * caller's transaction, so concurrent purchases are decided by the database, never by a process.
 */
export class WalletRepository {
  constructor(private readonly db: Db) {}

  balances(userId: number) {
    return this.db
      .selectFrom('wallets')
      .select(['currency', 'balance_minor'])
      .where('user_id', '=', userId)
      .orderBy('currency')
      .execute();
  }

  movements(userId: number, limit: number) {
    return this.db
      .selectFrom('wallet_movements')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Adds money; false when this reason and reference were already credited (nothing changes). */
  async credit(trx: Writer, entry: WalletEntry): Promise<boolean> {
    const recorded = await this.record(trx, entry, entry.amountMinor);
    if (!recorded) return false;
    await trx
      .insertInto('wallets')
      .values({ user_id: entry.userId, currency: entry.currency, balance_minor: entry.amountMinor })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'currency'])
          .doUpdateSet((eb) => ({ balance_minor: eb('wallets.balance_minor', '+', entry.amountMinor) })),
      )
      .execute();
    return true;
  }

  /** Takes money if the balance covers it; false (nothing changes) when it does not. */
  async debit(trx: Writer, entry: WalletEntry): Promise<boolean> {
    const result = await trx
      .updateTable('wallets')
      .set((eb) => ({ balance_minor: eb('balance_minor', '-', entry.amountMinor) }))
      .where('user_id', '=', entry.userId)
      .where('currency', '=', entry.currency)
      .where('balance_minor', '>=', entry.amountMinor)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await this.record(trx, entry, -entry.amountMinor);
    return true;
  }

  private async record(trx: Writer, entry: WalletEntry, signedMinor: number): Promise<boolean> {
    const row = await trx
      .insertInto('wallet_movements')
      .values({
        user_id: entry.userId,
        amount_minor: signedMinor,
        currency: entry.currency,
        reason: entry.reason,
        reference: entry.reference,
        created_at: nowIso(),
      })
      .onConflict((conflict) => conflict.columns(['reason', 'reference']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
