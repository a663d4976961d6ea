import type { CartQuote, Discount, StoreOrder } from '@kora/shared/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import type { Database, OrderRow } from '../../db/tables';
import { priceOf } from '../../http/money';
import type { MediaUrls } from '../../media/urls';
import { paidByMobileMoney } from './paid-by-mobile-money';
import { ProductsRepository } from './products-repository';

/** The order's reference as buyers read it: KORA-S-000012. */
export function orderNumber(orderId: number): string {
  return `KORA-S-${String(orderId).padStart(6, '0')}`;
}

export interface NewOrder {
  userId: number;
  customerName: string;
  customerEmail: string;
  quote: CartQuote;
  lines: { productId: number; quantity: number; unitPriceMinor: number }[];
  promoCodeId: number | null;
  expiresAt: string;
}

function discountsOf(order: OrderRow): Discount[] {
  try {
    const parsed: unknown = JSON.parse(order.discounts ?? '[]');
    return Array.isArray(parsed) ? (parsed as Discount[]) : [];
  } catch {
    return [];
  }
}

/** Store orders: created pending with the prices charged, then paid, cancelled or refunded. */
export class OrdersRepository {
  private readonly products: ProductsRepository;

  constructor(
    private readonly db: Db,
    private readonly media: MediaUrls,
    private readonly publicUrl: string,
  ) {
    this.products = new ProductsRepository(db, media);
  }

  async createPending(trx: Transaction<Database>, order: NewOrder): Promise<number> {
    const { quote } = order;
    const row = await trx
      .insertInto('orders')
      .values({
        user_id: order.userId,
        customer_name: order.customerName,
        customer_email: order.customerEmail,
        amount_minor: quote.total.priceMinor,
        currency: quote.total.currency,
        subtotal_minor: quote.subtotal.priceMinor,
        discounts: JSON.stringify(quote.discounts),
        promo_code_id: order.promoCodeId,
        status: 'pending',
        expires_at: order.expiresAt,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_lines')
      .values(
        order.lines.map((line) => ({
          order_id: row.id,
          product_id: line.productId,
          quantity: line.quantity,
          unit_price_minor: line.unitPriceMinor,
          currency: quote.total.currency,
        })),
      )
      .execute();
    return row.id;
  }

  async attachPayment(orderId: number, paymentSessionId: number, paymentIntentId: string): Promise<void> {
    await this.db
      .updateTable('orders')
      .set({ payment_session_id: paymentSessionId, payment_intent_id: paymentIntentId })
      .where('id', '=', orderId)
      .execute();
  }

  findOfUser(userId: number, orderId: number): Promise<OrderRow | undefined> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** By the provider's payment intent id, or our payment session id. */
  findByPaymentIntent(paymentIntentId: string): Promise<OrderRow | undefined> {
    return this.db
      .selectFrom('orders')
      .selectAll('orders')
      .leftJoin('payment_sessions', 'payment_sessions.id', 'orders.payment_session_id')
      .where((eb) =>
        eb.or([
          eb('orders.payment_intent_id', '=', paymentIntentId),
          eb('payment_sessions.public_id', '=', paymentIntentId),
        ]),
      )
      .executeTakeFirst();
  }

  /** What a refunded order gave back: a mobile-money payment to the wallet, a card's to the card. */
  private async refundOf(order: OrderRow): Promise<NonNullable<StoreOrder['refund']>> {
    const session =
      order.payment_session_id === null
        ? undefined
        : await this.db
            .selectFrom('payment_sessions')
            .select(['method', 'amount_minor', 'currency', 'mobile_amount_xof'])
            .where('id', '=', order.payment_session_id)
            .executeTakeFirst();
    if (session?.method === 'mobile_money') {
      const paid = paidByMobileMoney(session);
      return { to: 'wallet', amount: priceOf(paid.amountMinor, paid.currency) };
    }
    return { to: 'payment', amount: priceOf(order.amount_minor, order.currency) };
  }

  async present(order: OrderRow): Promise<StoreOrder> {
    const lines = await this.db
      .selectFrom('order_lines')
      .innerJoin('products', 'products.id', 'order_lines.product_id')
      .select([
        'order_lines.product_id',
        'order_lines.quantity',
        'order_lines.unit_price_minor',
        'order_lines.currency',
        'products.name',
      ])
      .where('order_lines.order_id', '=', order.id)
      .orderBy('order_lines.id')
      .execute();
    const images = await this.products.firstImages(lines.map((line) => line.product_id));
    const linesTotal = lines.reduce((sum, line) => sum + line.unit_price_minor * line.quantity, 0);
    return {
      id: order.id,
      number: orderNumber(order.id),
      status: order.status,
      customerName: order.customer_name,
      customerEmail: order.customer_email,
      lines: lines.map((line) => ({
        productId: line.product_id,
        name: line.name,
        image: images.get(line.product_id) ?? null,
        quantity: line.quantity,
        unitPrice: priceOf(line.unit_price_minor, line.currency),
        linePrice: priceOf(line.unit_price_minor * line.quantity, line.currency),
      })),
      subtotal: priceOf(order.subtotal_minor ?? linesTotal, order.currency),
      discounts: discountsOf(order),
      total: priceOf(order.amount_minor, order.currency),
      createdAt: order.created_at,
      paidAt: order.paid_at,
      receiptUrl: order.status === 'paid' ? `${this.publicUrl}/api/orders/${order.id}/receipt` : null,
      ...(order.status === 'refunded' && { refund: await this.refundOf(order) }),
    };
  }
}
