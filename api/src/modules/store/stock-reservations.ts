import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/tables';
import type { PaymentSessionsRepository } from '../../payments/sessions-repository';

/**
 * How long a pending order holds its stock before it goes back to the store. The same for a card and for
 * mobile money: a mobile-money payment is over within 10 minutes on the simulator (it expires then, and
 * the sweeper, every minute, gives the stock back at once), so 15 minutes cover the payer's time to reach
 * the phone. A provider that confirms later (CinetPay may) finds the order released: the fulfilment takes
 * the stock again if it is there, else refunds the payment (order-fulfilment.ts).
 */
export const RESERVATION_MINUTES = 15;

export interface StockLine {
  productId: number;
  quantity: number;
}

export function reservationEnd(from = new Date()): string {
  return new Date(from.getTime() + RESERVATION_MINUTES * 60 * 1000).toISOString();
}

/** In product order, so two transactions taking the same products never wait on each other in a circle. */
const inProductOrder = (lines: StockLine[]) => [...lines].sort((a, b) => a.productId - b.productId);

/**
 * Takes the stock of every line, or of none: each line is a conditional update the database decides
 * (`stock >= quantity`), so parallel buyers on any number of API processes never take more than there is.
 * Returns the product that ran short, or null when everything was taken. On a shortage the lines already
 * taken are given back, in the same transaction.
 */
export async function takeStock(trx: Transaction<Database>, lines: StockLine[]): Promise<number | null> {
  const taken: StockLine[] = [];
  for (const line of inProductOrder(lines)) {
    const result = await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '-', line.quantity) }))
      .where('id', '=', line.productId)
      .where('stock', '>=', line.quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      await giveStockBack(trx, taken);
      return line.productId;
    }
    taken.push(line);
  }
  return null;
}

export async function giveStockBack(trx: Transaction<Database>, lines: StockLine[]): Promise<void> {
  for (const line of inProductOrder(lines)) {
    await trx
      .updateTable('products')
      .set((eb) => ({ stock: eb('stock', '+', line.quantity) }))
      .where('id', '=', line.productId)
      .execute();
  }
}

export async function linesOfOrder(trx: Transaction<Database> | Db, orderId: number): Promise<StockLine[]> {
  return trx
    .selectFrom('order_lines')
    .select(['product_id as productId', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
}

/**
 * Cancels a pending order and gives its stock back; conditional on the order still being pending, so
 * it happens once however many processes try. Returns the order's payment session id when it did.
 */
export async function releaseOrder(
  db: Db,
  orderId: number,
): Promise<{ released: boolean; paymentSessionId: number | null }> {
  return db.transaction().execute(async (trx) => {
    const cancelled = await trx
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .returning('payment_session_id')
      .executeTakeFirst();
    if (!cancelled) return { released: false, paymentSessionId: null };
    await giveStockBack(trx, await linesOfOrder(trx, orderId));
    return { released: true, paymentSessionId: cancelled.payment_session_id };
  });
}

/** Pending orders whose reservation ran out, oldest first. */
export async function expiredOrderIds(db: Db, now = nowIso(), limit = 100): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Closes the order's payment session too, so the test card can no longer pay a released order. */
export async function releaseAndClose(
  db: Db,
  sessions: PaymentSessionsRepository,
  orderId: number,
  status: 'expired' | 'failed' = 'expired',
): Promise<boolean> {
  const { released, paymentSessionId } = await releaseOrder(db, orderId);
  if (released && paymentSessionId !== null) await sessions.close(paymentSessionId, status);
  return released;
}

/** Gives back the stock of every pending order whose reservation ran out (no timer: callers sweep). */
export async function releaseExpiredOrders(db: Db, sessions: PaymentSessionsRepository): Promise<number> {
  let released = 0;
  for (const orderId of await expiredOrderIds(db)) {
    if (await releaseAndClose(db, sessions, orderId)) released += 1;
  }
  return released;
}
