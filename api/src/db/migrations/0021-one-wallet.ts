import type { Generated, Kysely, Transaction } from 'kysely';
import { convertMinor } from '@kora/shared/format';
import { currencySettingsFrom } from '../../modules/currency/settings';

/*
 * One wallet per user, in one currency (issue: an FCFA wallet could not buy a ticket priced in euros).
 *
 * A user holding balances in several currencies keeps one: the currency of their oldest wallet movement
 * (the first top-up or credit). Every other balance is converted into it at the peg (EUR ↔ XOF exact) or
 * through the configured dollar (CURRENCY_USD_RATE, as the API reads it), rounded UP to the minor unit so
 * nobody loses a cent, and a 'conversion' movement records both amounts. A unique index then keeps one
 * row per user; the balance still never goes below zero (0005's check).
 *
 * A movement keeps the price or credit it converts (`listed_amount_minor` / `listed_currency`): a 10,00 €
 * ticket paid from an FCFA wallet is −6 560 XOF listed 1000 EUR.
 */

interface WalletRow {
  user_id: number;
  currency: string;
  balance_minor: number;
}

interface MergeTables {
  wallets: WalletRow;
  wallet_movements: {
    id: Generated<number>;
    user_id: number;
    amount_minor: number;
    currency: string;
    reason: string;
    reference: string | null;
    listed_amount_minor: number | null;
    listed_currency: string | null;
    created_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallet_movements').addColumn('listed_amount_minor', 'integer').execute();
  await db.schema.alterTable('wallet_movements').addColumn('listed_currency', 'text').execute();
  const typed = db as unknown as Kysely<MergeTables>;
  // PostgreSQL runs each migration in a transaction already; SQLite does not.
  if (typed.isTransaction) await mergeBalances(typed as Transaction<MergeTables>);
  else await typed.transaction().execute(mergeBalances);
  await db.schema.createIndex('wallets_one_per_user').unique().on('wallets').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Merged balances stay merged: there is no telling which part came from which currency.
  await db.schema.dropIndex('wallets_one_per_user').ifExists().execute();
  await db.schema.alterTable('wallet_movements').dropColumn('listed_currency').execute();
  await db.schema.alterTable('wallet_movements').dropColumn('listed_amount_minor').execute();
}

async function mergeBalances(trx: Transaction<MergeTables>): Promise<void> {
  const { usdPerEur } = currencySettingsFrom(process.env);
  const rows = await trx.selectFrom('wallets').selectAll().orderBy('user_id').orderBy('currency').execute();
  const byUser = new Map<number, WalletRow[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const now = new Date().toISOString();

  for (const [userId, held] of byUser) {
    if (held.length < 2) continue;
    const first = await trx
      .selectFrom('wallet_movements')
      .select('currency')
      .where('user_id', '=', userId)
      .where(
        'currency',
        'in',
        held.map((row) => row.currency),
      )
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const kept = held.find((row) => row.currency === first?.currency) ?? held[0];
    let added = 0;
    for (const other of held) {
      if (other === kept) continue;
      await trx.deleteFrom('wallets').where('user_id', '=', userId).where('currency', '=', other.currency).execute();
      if (other.balance_minor === 0) continue;
      const converted = convertMinor(
        { amountMinor: other.balance_minor, currency: other.currency },
        kept.currency,
        'up',
        usdPerEur,
      );
      if (converted === null) {
        throw new Error(`Wallet of user ${userId}: no rate from ${other.currency} to ${kept.currency}`);
      }
      added += converted;
      await trx
        .insertInto('wallet_movements')
        .values({
          user_id: userId,
          amount_minor: converted,
          currency: kept.currency,
          reason: 'conversion',
          reference: `wallet-merge-${userId}-${other.currency}`,
          listed_amount_minor: other.balance_minor,
          listed_currency: other.currency,
          created_at: now,
        })
        .execute();
    }
    await trx
      .updateTable('wallets')
      .set({ balance_minor: kept.balance_minor + added })
      .where('user_id', '=', userId)
      .where('currency', '=', kept.currency)
      .execute();
  }
}
