import { EmptyState, QueryView, useFormat, useQuery, useTranslation } from '@kora/shared';
import { accountQueries } from '../../queries';

/** The Commandes tab: the user's store orders, track and album purchases and tickets, newest first. */
export function OrdersTab() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const orders = useQuery(accountQueries.orders());
  return (
    <QueryView query={orders} errorText={t('orders.loadError')} empty={<EmptyState title={t('orders.empty')} />}>
      {(list) => (
        <ul className="kora-list">
          {list.map((order) => (
            <li key={order.id} className="kora-list__item">
              <span>{order.description}</span>
              <span>{format.date(order.createdAt)}</span>
              <span>{order.status}</span>
              <span>{format.money(order.price, order.currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
