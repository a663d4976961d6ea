import { useId } from 'react';
import { useFormat, useTranslation } from '@kora/shared';
import type { StoreOrder } from '@kora/shared/contracts';
import { OrderLines } from './order-lines';
import { OrderStatus } from './order-status';
import { OrderTotals } from './order-totals';
import { usePaymentDescription } from '../hooks/use-payment-description';
import { ReceiptButton } from './receipt-button';

/** A store order as charged: its lines, discounts and total, who bought it, when it was paid, its receipt. */
export function StoreOrderView({ order }: { order: StoreOrder }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const titleId = useId();
  const payment = usePaymentDescription()(order);
  return (
    <section className="kora-store-order" aria-labelledby={titleId}>
      <h3 id={titleId} className="kora-store-order__title">
        {t('orders.detail.title', { number: order.number })}
      </h3>
      <OrderLines lines={order.lines} />
      <OrderTotals order={order} />
      <dl className="kora-store-order__facts">
        <div>
          <dt>{t('orders.detail.customer')}</dt>
          <dd>{order.customerName}</dd>
        </div>
        <div>
          <dt>{t('orders.detail.email')}</dt>
          <dd>{order.customerEmail}</dd>
        </div>
        <div>
          <dt>{t('orders.detail.status')}</dt>
          <dd>
            <OrderStatus status={order.status} />
          </dd>
        </div>
        {payment && (
          <div>
            <dt>{t('orders.payment.title')}</dt>
            <dd>{payment}</dd>
          </div>
        )}
        {order.paidAt && (
          <div>
            <dt>{t('orders.detail.paidAt')}</dt>
            <dd>
              <time dateTime={order.paidAt}>{format.dateTime(order.paidAt)}</time>
            </dd>
          </div>
        )}
      </dl>
      {order.receiptUrl && <ReceiptButton order={order} />}
    </section>
  );
}
