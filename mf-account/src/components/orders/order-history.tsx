import { EmptyState, QueryView, useQuery, useTranslation } from '@kora/shared';
import { accountQueries } from '../../queries';
import { OrderRow } from './order-row';
import './orders.css';

/** Everything the user bought, newest first (the API's order): store orders, tracks, albums, tickets. */
export function OrderHistory() {
  const { t } = useTranslation('account');
  const orders = useQuery(accountQueries.orders());
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
