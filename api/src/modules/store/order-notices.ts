import { href } from '@kora/shared/routes';
import type { Kysely } from 'kysely';
import type { Database, PaymentSessionRow } from '../../db/tables';
import { notify } from '../notifications/notify';
import { orderNumber } from './orders-repository';

/** A store order paid (and not refunded): its number; the notification opens the account's orders. */
export async function notifyOrderConfirmed(
  trx: Kysely<Database>,
  session: PaymentSessionRow,
  orderId: number,
): Promise<void> {
  if (session.user_id === null) return;
  const params = { order: orderNumber(orderId) };
  // The fulfilment of one payment notifies once, however often its confirmation arrives.
  await notify(trx, session.user_id, 'order-confirmed', params, href('profile'), { once: `payment:${session.id}` });
}

/**
 * A paid order that could not be honoured, its payment credited to the buyer's wallet: the order's number
 * and what was credited ('51 165 FCFA'); once per order.
 */
export async function notifyOrderRefundedToWallet(
  trx: Kysely<Database>,
  userId: number,
  orderId: number,
  credited: string,
): Promise<void> {
  const params = { order: orderNumber(orderId), amount: credited };
  await notify(trx, userId, 'order-refunded', params, href('profile'), { once: `order-refund:${orderId}` });
}
