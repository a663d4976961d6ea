import { OrderHistory } from '../orders/order-history';

/** The Commandes tab: the user's store orders, track and album purchases and tickets, newest first. */
export function OrdersTab() {
  return <OrderHistory />;
}
