import { useFormat, useTranslation } from '@kora/shared';
import type { StoreOrder } from '@kora/shared/contracts';

/** Subtotal, each discount taken off it, and the total charged, all in the currency charged. */
export function OrderTotals({ order }: { order: Pick<StoreOrder, 'subtotal' | 'discounts' | 'total'> }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <dl className="kora-order-totals">
      <div className="kora-order-totals__row">
        <dt>{t('orders.detail.subtotal')}</dt>
        <dd>{format.money(order.subtotal.price, order.subtotal.currency)}</dd>
      </div>
      {order.discounts.map((discount) => (
        <div key={`${discount.kind}-${discount.label}`} className="kora-order-totals__row kora-order-totals__discount">
          <dt>{discount.label}</dt>
          <dd>
            {t('orders.detail.discount', { amount: format.money(discount.amount.price, discount.amount.currency) })}
          </dd>
        </div>
      ))}
      <div className="kora-order-totals__row kora-order-totals__total">
        <dt>{t('orders.detail.total')}</dt>
        <dd>{format.money(order.total.price, order.total.currency)}</dd>
      </div>
    </dl>
  );
}
