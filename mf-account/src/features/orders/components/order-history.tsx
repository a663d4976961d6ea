import { EmptyState, QueryView, read, useQuery, useTranslation } from '@kora/shared';
import { listProfileOrders } from '@kora/shared/contracts/endpoints';
import { OrderRow } from './order-row';
import './orders.css';

/** Everything the user bought, newest first (the API's order): store orders, tracks, albums, tickets. */
export function OrderHistory() {
  const { t } = useTranslation('account');
  const orders = useQuery(read(listProfileOrders));
  return (
    <QueryView query={orders} errorText={t('orders.loadError')} empty={<EmptyState title={t('orders.empty')} />}>
      {(list) => (
        <ul className="kora-orders">
          {list.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </QueryView>
  );
}
