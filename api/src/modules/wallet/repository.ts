import type { Transaction } from 'kysely';
import { walletCreditFor, walletDebitFor, type AmountInMinor } from '@kora/shared/format';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/tables';

type Writer = Transaction<Database>;
export type WalletReason = 'top-up' | 'ticket' | 'refund' | 'conversion';

export interface WalletEntry {
  userId: number;
  /** The amount as priced or paid, in its own currency; the wallet converts it into its currency. */
  amountMinor: number;
  currency: string;
  reason: WalletReason;
  /** What caused it (a payment session, tickets, an event): a reason and reference move money once. */
  reference: string;
}

/** What a debit took, in the wallet's currency. */
export interface Debited {
  amountMinor: number;
  currency: string;
}

/** The dollar's rate (US dollars for 1 EUR, the API's CURRENCY_USD_RATE); EUR ↔ XOF is the peg. */
export interface WalletRates {
  usdPerEur: number;
}

/**
 * The wallet: one balance in one currency per user, the currency of its first credit. A price or a credit
 * in another currency is converted (`walletDebitFor` rounds up, `walletCreditFor` down). Every change is
 * one conditional statement on the balance row inside the caller's transaction, so concurrent purchases
 * are decided by the database, never by a process.
 */
export class WalletRepository {
  constructor(
    private readonly db: Db,
    private readonly rates: WalletRates,
  ) {}

  /** The wallet's balance and currency; undefined before its first credit. */
  balance(userId: number, reader: Db | Writer = this.db) {
    return reader
      .selectFrom('wallets')
      .select(['currency', 'balance_minor'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
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

  /**
   * Adds money, converted into the wallet's currency (the first credit gives the wallet its currency);
   * false when this reason and reference were already credited (nothing changes).
   */
  async credit(trx: Writer, entry: WalletEntry): Promise<boolean> {
    // Of two first credits at once, one row wins; the other is converted into its currency.
    await trx
      .insertInto('wallets')
      .values({ user_id: entry.userId, currency: entry.currency, balance_minor: 0 })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const wallet = await this.balance(entry.userId, trx);
    if (!wallet) throw new Error(`No wallet for user ${entry.userId}`);
    const amountMinor = this.convert(walletCreditFor, entry, wallet.currency);
    const recorded = await this.record(trx, entry, { amountMinor, currency: wallet.currency }, 1);
    if (!recorded) return false;
    await trx
      .updateTable('wallets')
      .set((eb) => ({ balance_minor: eb('balance_minor', '+', amountMinor) }))
      .where('user_id', '=', entry.userId)
      .execute();
    return true;
  }

  /**
   * Takes the price, converted into the wallet's currency, if the balance covers it; null (nothing
   * changes) when it does not, or when there is no wallet yet.
   */
  async debit(trx: Writer, entry: WalletEntry): Promise<Debited | null> {
    const wallet = await this.balance(entry.userId, trx);
    if (!wallet) return null;
    const debited = { amountMinor: this.convert(walletDebitFor, entry, wallet.currency), currency: wallet.currency };
    const result = await trx
      .updateTable('wallets')
      .set((eb) => ({ balance_minor: eb('balance_minor', '-', debited.amountMinor) }))
      .where('user_id', '=', entry.userId)
      .where('currency', '=', debited.currency)
      .where('balance_minor', '>=', debited.amountMinor)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    await this.record(trx, entry, debited, -1);
    return debited;
  }

  private convert(
    rule: (amount: AmountInMinor, walletCurrency: string, usdPerEur?: number) => number | null,
    entry: WalletEntry,
    walletCurrency: string,
  ): number {
    const converted = rule(entry, walletCurrency, this.rates.usdPerEur);
    if (converted === null) throw new Error(`No rate from ${entry.currency} to ${walletCurrency}`);
    return converted;
  }

  private async record(trx: Writer, entry: WalletEntry, moved: Debited, sign: 1 | -1): Promise<boolean> {
    const converted = entry.currency !== moved.currency;
    const row = await trx
      .insertInto('wallet_movements')
      .values({
        user_id: entry.userId,
        amount_minor: sign * moved.amountMinor,
        currency: moved.currency,
        reason: entry.reason,
        reference: entry.reference,
        listed_amount_minor: converted ? sign * entry.amountMinor : null,
        listed_currency: converted ? entry.currency : null,
        created_at: nowIso(),
      })
      .onConflict((conflict) => conflict.columns(['reason', 'reference']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
