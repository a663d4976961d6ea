import type { Transaction } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database, OrderRow, PaymentSessionRow } from '../../db/tables';
import { formatMoney } from '../../payments/html';
import type { WalletRepository } from '../wallet/repository';
import { notifyOrderRefundedToWallet } from './order-notices';
import { paidByMobileMoney } from './paid-by-mobile-money';

/** The wallet movement of an order's refund: one per order, whatever asks twice. */
export const orderRefundReference = (orderId: number) => `order-${orderId}`;

export async function markRefunded(trx: Transaction<Database>, orderId: number, note: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: 'refunded', paid_at: nowIso(), note })
    .where('id', '=', orderId)
    .execute();
}

/**
 * A mobile-money payment of an order that cannot be honoured (mobile money has no refund call here): the
 * amount paid is credited to the buyer's wallet, in the payment's transaction, once (the wallet refuses a
 * second credit of the same reference); the order says refunded and why, and the buyer is told.
 */
export async function refundToWallet(
  trx: Transaction<Database>,
  wallets: WalletRepository,
  order: OrderRow,
  session: PaymentSessionRow,
  reason: string,
): Promise<void> {
  const paid = paidByMobileMoney(session);
  const credited = formatMoney(paid.amountMinor, paid.currency);
  await markRefunded(trx, order.id, `${reason} ${credited} crédités sur le portefeuille.`);
  const first = await wallets.credit(trx, {
    userId: order.user_id,
    ...paid,
    reason: 'refund',
    reference: orderRefundReference(order.id),
  });
  if (first) await notifyOrderRefundedToWallet(trx, order.user_id, order.id, credited);
}
