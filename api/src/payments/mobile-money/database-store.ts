import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { MobileMoneySimulatorTransactionsTable } from '../../db/tables';
import { isOperatorId } from './operators';
import type { SimulatedChanges, SimulatedStatus, SimulatedTransaction, SimulatorTransactionStore } from './simulator';

type Row = Selectable<MobileMoneySimulatorTransactionsTable>;

function transactionOf(row: Row): SimulatedTransaction {
  return {
    transactionId: row.transaction_id,
    paymentSessionId: row.payment_session_id,
    amountXof: Number(row.amount_xof),
    price:
      row.price_minor !== null && row.price_currency !== null
        ? { amountMinor: Number(row.price_minor), currency: row.price_currency }
        : null,
    description: row.description,
    notifyUrl: row.notify_url,
    returnUrl: row.return_url,
    status: row.status,
    operator: isOperatorId(row.operator) ? row.operator : null,
    phone: row.phone,
    refusal: row.refusal,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The simulator's payments in the API's database (migration 0020), shared by every API process. A
 * transition is one `UPDATE … WHERE transaction_id = ? AND status IN (…) RETURNING *`: of two presses of
 * the same button, in one process or two, only one moves the payment, so only one sends its notification.
 * No call runs inside a transaction: the simulator notifies after each change, and the notification is
 * processed (in its own transactions) before the press answers.
 */
export class DatabaseSimulatorStore implements SimulatorTransactionStore {
  constructor(private readonly db: Db) {}

  async insert(transaction: SimulatedTransaction): Promise<void> {
    await this.db
      .insertInto('mobile_money_simulator_transactions')
      .values({
        transaction_id: transaction.transactionId,
        payment_session_id: transaction.paymentSessionId,
        amount_xof: transaction.amountXof,
        price_minor: transaction.price?.amountMinor ?? null,
        price_currency: transaction.price?.currency ?? null,
        description: transaction.description,
        notify_url: transaction.notifyUrl,
        return_url: transaction.returnUrl,
        status: transaction.status,
        operator: transaction.operator,
        phone: transaction.phone,
        refusal: transaction.refusal,
        created_at: transaction.createdAt,
        expires_at: transaction.expiresAt,
        updated_at: transaction.updatedAt,
      })
      .execute();
  }

  async find(transactionId: string): Promise<SimulatedTransaction | null> {
    const row = await this.db
      .selectFrom('mobile_money_simulator_transactions')
      .selectAll()
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst();
    return row ? transactionOf(row) : null;
  }

  async transition(
    transactionId: string,
    from: readonly SimulatedStatus[],
    changes: SimulatedChanges,
  ): Promise<SimulatedTransaction | null> {
    if (from.length === 0) return null;
    const row = await this.db
      .updateTable('mobile_money_simulator_transactions')
      .set({
        ...(changes.status !== undefined && { status: changes.status }),
        ...(changes.operator !== undefined && { operator: changes.operator }),
        ...(changes.phone !== undefined && { phone: changes.phone }),
        ...(changes.refusal !== undefined && { refusal: changes.refusal }),
        ...(changes.updatedAt !== undefined && { updated_at: changes.updatedAt }),
      })
      .where('transaction_id', '=', transactionId)
      .where('status', 'in', [...from])
      .returningAll()
      .executeTakeFirst();
    return row ? transactionOf(row) : null;
  }
}
