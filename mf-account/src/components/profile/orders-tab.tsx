import {
  EmptyState,
  ErrorState,
  formatDate,
  formatMoney,
  LoadingState,
  useResource,
  useTranslation,
} from '@kora/shared';
import { getOrders } from '../../api';

/** The Commandes tab: the user's store orders, track and album purchases and tickets, newest first. */
export function OrdersTab() {
  const { t } = useTranslation('account');
  const orders = useResource((signal) => getOrders(signal), []);
  if (orders.status === 'loading') return <LoadingState />;
  if (orders.status === 'error') return <ErrorState message={t('orders.loadError')} onRetry={orders.reload} />;
  if (orders.data.length === 0) return <EmptyState title={t('orders.empty')} />;
  return (
    <ul className="kora-list">
      {orders.data.map((order) => (
        <li key={order.id} className="kora-list__item">
          <span>{order.description}</span>
          <span>{formatDate(order.createdAt)}</span>
          <span>{order.status}</span>
          <span>{formatMoney(order.price, order.currency)}</span>
        </li>
      ))}
    </ul>
  );
}
