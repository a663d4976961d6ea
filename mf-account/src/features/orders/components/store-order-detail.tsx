import { QueryView, read, useQuery, useTranslation } from '@kora/shared';
import { getOrder } from '@kora/shared/contracts/endpoints';
import { StoreOrderView } from './store-order-view';

/** A store order read from the API: loading, error with Retry, 'not found' (another user's order is 404). */
export function StoreOrderDetail({ orderId }: { orderId: number }) {
  const { t } = useTranslation('account');
  const order = useQuery(read(getOrder, { params: { id: orderId } }));
  return (
    <QueryView query={order} errorText={t('orders.detail.loadError')} notFoundText={t('orders.detail.notFound')}>
      {(found) => <StoreOrderView order={found} />}
    </QueryView>
  );
}
