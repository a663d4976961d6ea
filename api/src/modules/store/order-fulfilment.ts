import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import type { Database, OrderRow, PaymentSessionRow } from '../../db/tables';
import type { Fulfilment } from '../../payments/fulfilment';
import type { PaymentService } from '../../payments/payment-service';
import type { PaymentProvider } from '../../payments/provider';
import { WalletRepository, type WalletRates } from '../wallet/repository';
import { notifyOrderConfirmed } from './order-notices';
import { markRefunded, refundToWallet } from './order-refunds';
import { PromoCodes } from './promo-codes';
import { giveStockBack, linesOfOrder, releaseAndClose, releaseExpiredOrders, takeStock } from './stock-reservations';

export const REFUND_STOCK_GONE = 'Réservation expirée avant le paiement et stock épuisé depuis : commande remboursée.';
export const REFUND_PROMO_GONE = 'Code promo épuisé ou déjà utilisé au moment du paiement : commande remboursée.';

function orderIdOf(subject: Record<string, unknown>): number {
  const id = Number(subject.orderId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`An order payment names no order: ${String(subject.orderId)}`);
  return id;
}

/**
 * A confirmed store payment (runs once per payment, in the transaction that marks it paid): the order
 * becomes paid, its promo code's use is taken and its products count the units sold. An order released
 * meanwhile takes its stock again if it still can; when the stock or the promo code is gone, the order
 * is refunded instead (given back its stock, never oversold): a card through the provider, mobile money
 * to the buyer's wallet.
 */
export function orderFulfilment(
  promoCodes: PromoCodes,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  wallets: WalletRepository,
): Fulfilment {
  const refund = async (trx: Transaction<Database>, order: OrderRow, session: PaymentSessionRow, reason: string) => {
    if (session.method === 'mobile_money') return refundToWallet(trx, wallets, order, session, reason);
    await markRefunded(trx, order.id, reason);
    return refundAfterCommit(provider, log, order.id, session, reason);
  };
  return async ({ trx, session, subject }) => {
    const orderId = orderIdOf(subject);
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (!order) throw new Error(`Order ${orderId} of payment ${session.public_id} does not exist`);
    if (order.status === 'paid' || order.status === 'refunded') return;
    const lines = await linesOfOrder(trx, orderId);

    const held = await trx
      .updateTable('orders')
      .set({ status: 'paid', paid_at: nowIso() })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) !== 1) {
      // Released (its reservation ran out) before the confirmation came: take the stock again if it is there.
      if ((await takeStock(trx, lines)) !== null) return refund(trx, order, session, REFUND_STOCK_GONE);
      await trx.updateTable('orders').set({ status: 'paid', paid_at: nowIso() }).where('id', '=', orderId).execute();
    }

    if (order.promo_code_id !== null && !(await promoCodes.redeem(trx, order.promo_code_id, order.user_id, orderId))) {
      await giveStockBack(trx, lines);
      return refund(trx, order, session, REFUND_PROMO_GONE);
    }

    for (const line of lines) {
      await trx
        .updateTable('products')
        .set((eb) => ({ sold_count: eb('sold_count', '+', line.quantity) }))
        .where('id', '=', line.productId)
        .execute();
    }
    await notifyOrderConfirmed(trx, session, orderId);
  };
}

/** Once the order says refunded, the provider gives the payment back; a failure is logged for a person to finish. */
function refundAfterCommit(
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  orderId: number,
  session: PaymentSessionRow,
  reason: string,
) {
  return async () => {
    try {
      if (session.provider_session_id) await provider.refundPayment(session.provider_session_id, reason);
      log.info({ orderId, paymentSession: session.public_id, reason }, 'store order refunded');
    } catch (err) {
      log.error({ err, orderId, paymentSession: session.public_id }, 'store order refund failed: refund it by hand');
    }
  };
}

/** The 'order' fulfilment, and failed or expired payments giving their stock back. */
export function registerOrderFulfilment(
  payments: PaymentService,
  db: Db,
  log: FastifyBaseLogger,
  rates: WalletRates,
): void {
  payments.fulfilments.register(
    'order',
    orderFulfilment(new PromoCodes(db), payments.provider, log, new WalletRepository(db, rates)),
  );
  const release = async (event: { paymentSessionId: string | null; providerSessionId: string }) => {
    await releaseExpiredOrders(db, payments.sessions);
    const session = await payments.sessions.findByAnyId(event.paymentSessionId ?? event.providerSessionId);
    if (!session || session.purpose !== 'order') return;
    const order = await db
      .selectFrom('orders')
      .select('id')
      .where('payment_session_id', '=', session.id)
      .executeTakeFirst();
    if (order) await releaseAndClose(db, payments.sessions, order.id);
  };
  payments.fulfilments.on('payment.failed', release);
  payments.fulfilments.on('payment.expired', release);
}
