import type { OrderSummary, PaymentMethod } from '@kora/shared/contracts';
import type { Db } from '../../db/connection';
import { priceOf } from '../../http/money';
import { paymentDetailsOf, type PaymentDetails } from '../../payments/mobile-money-details';
import { orderNumber } from '../store/orders-repository';

/** The payment session's columns a line says how it was paid with (null without a session). */
const PAYMENT_COLUMNS = [
  'payment_sessions.method as payment_method',
  'payment_sessions.amount_minor as payment_amount_minor',
  'payment_sessions.mobile_operator',
  'payment_sessions.mobile_phone_masked',
  'payment_sessions.mobile_amount_xof',
] as const;

interface PaymentColumns {
  payment_method: PaymentMethod | null;
  payment_amount_minor: number | null;
  mobile_operator: string | null;
  mobile_phone_masked: string | null;
  mobile_amount_xof: number | null;
}

/** How a line was paid; nothing for one recorded without a payment session (it cannot say). */
function paymentOf(row: PaymentColumns): PaymentDetails {
  if (row.payment_method === null || row.payment_amount_minor === null) return {};
  return paymentDetailsOf({ ...row, method: row.payment_method, amount_minor: row.payment_amount_minor });
}

/**
 * The profile's Commandes tab: store orders, track and album purchases and tickets, newest first. Orders
 * and purchases say how they were paid; tickets are paid from the wallet and say nothing of a method.
 */
export async function ordersOfUser(db: Db, userId: number): Promise<OrderSummary[]> {
  const [orders, purchases, tickets] = await Promise.all([
    db
      .selectFrom('orders')
      .leftJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .leftJoin('payment_sessions', 'payment_sessions.id', 'orders.payment_session_id')
      .select(['orders.id', 'orders.amount_minor', 'orders.currency', 'orders.status', 'orders.created_at'])
      .select(PAYMENT_COLUMNS)
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_lines.quantity'), eb.lit(0)).as('items'))
      .where('orders.user_id', '=', userId)
      // Pending and cancelled orders are unpaid stock reservations, not purchases.
      .where('orders.status', 'in', ['paid', 'refunded'])
      .groupBy(['orders.id', 'orders.amount_minor', 'orders.currency', 'orders.status', 'orders.created_at'])
      .groupBy([
        'payment_sessions.method',
        'payment_sessions.amount_minor',
        'payment_sessions.mobile_operator',
        'payment_sessions.mobile_phone_masked',
        'payment_sessions.mobile_amount_xof',
      ])
      .execute(),
    db
      .selectFrom('purchases')
      .leftJoin('tracks', 'tracks.id', 'purchases.track_id')
      .leftJoin('releases', 'releases.id', 'purchases.release_id')
      .leftJoin('payment_sessions', 'payment_sessions.id', 'purchases.payment_session_id')
      .select([
        'purchases.id',
        'purchases.amount_minor',
        'purchases.currency',
        'purchases.status',
        'purchases.created_at',
        'purchases.track_id',
      ])
      .select(['tracks.title as track_title', 'releases.title as release_title'])
      .select(PAYMENT_COLUMNS)
      .where('purchases.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('tickets')
      .innerJoin('ticket_types', 'ticket_types.id', 'tickets.ticket_type_id')
      .innerJoin('events', 'events.id', 'tickets.event_id')
      .select(['tickets.id', 'tickets.price_minor', 'tickets.currency', 'tickets.status', 'tickets.purchased_at'])
      .select(['ticket_types.name as ticket_name', 'events.title as event_title'])
      .where('tickets.user_id', '=', userId)
      .execute(),
  ]);
  const lines: OrderSummary[] = [
    ...orders.map((order) => {
      const items = Number(order.items);
      return {
        id: `order-${order.id}`,
        kind: 'order' as const,
        description: `Commande n° ${orderNumber(order.id)} (${items} article${items > 1 ? 's' : ''})`,
        orderNumber: orderNumber(order.id),
        itemCount: items,
        status: order.status,
        ...priceOf(order.amount_minor, order.currency),
        createdAt: order.created_at,
        orderId: order.id,
        ...paymentOf(order),
      };
    }),
    ...purchases.map((purchase) => {
      const isTrack = purchase.track_id !== null;
      return {
        id: `${isTrack ? 'track' : 'album'}-${purchase.id}`,
        kind: isTrack ? ('track' as const) : ('album' as const),
        description: isTrack
          ? `Titre « ${purchase.track_title ?? '—'} »`
          : `Album « ${purchase.release_title ?? '—'} »`,
        title: isTrack ? purchase.track_title : purchase.release_title,
        status: purchase.status,
        ...priceOf(purchase.amount_minor, purchase.currency),
        createdAt: purchase.created_at,
        ...paymentOf(purchase),
      };
    }),
    ...tickets.map((ticket) => ({
      id: `ticket-${ticket.id}`,
      kind: 'ticket' as const,
      description: `Billet ${ticket.ticket_name} — ${ticket.event_title}`,
      ticketType: ticket.ticket_name,
      eventTitle: ticket.event_title,
      status: ticket.status,
      ...priceOf(ticket.price_minor, ticket.currency),
      createdAt: ticket.purchased_at,
    })),
  ];
  return lines.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}
