import { useId, useState } from 'react';
import { useFormat, useTranslation } from '@kora/shared';
import type { OrderSummary } from '@kora/shared/contracts';
import { OrderStatus } from './order-status';
import { StoreOrderDetail } from './store-order-detail';
import { useOrderDescription } from '../hooks/use-order-description';
import { usePaymentDescription } from '../hooks/use-payment-description';

/**
 * One line of the Commandes tab. A store order discloses its detail below the line (a disclosure
 * rather than a dialog: it reads in place on a phone and keeps the list's scroll position); the
 * detail is only asked for once opened.
 */
export function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const description = useOrderDescription()(order);
  const payment = usePaymentDescription()(order);
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const { orderId } = order;

  return (
    <li className={`kora-order kora-order--${order.kind}`}>
      <div className="kora-order__summary">
        <span className="kora-order__description">{description}</span>
        <time className="kora-order__date" dateTime={order.createdAt}>
          {format.date(order.createdAt)}
        </time>
        <OrderStatus status={order.status} />
        <span className="kora-order__price">
          <span className="kora-order__total">{format.money(order.price, order.currency)}</span>
          {payment && (
            <span className="kora-order__payment">
              <span className="kora-visually-hidden">{t('orders.payment.label')} </span>
              {payment}
            </span>
          )}
        </span>
        {orderId !== undefined && (
          <button
            type="button"
            className="kora-button kora-order__toggle"
            aria-expanded={open}
            aria-controls={detailId}
            aria-label={t('orders.showDetailOf', { description })}
            onClick={() => setOpen((shown) => !shown)}
          >
            {t('orders.showDetail')}
          </button>
        )}
      </div>
      {orderId !== undefined && (
        <div id={detailId} className="kora-order__detail" hidden={!open}>
          {open && <StoreOrderDetail orderId={orderId} />}
        </div>
      )}
    </li>
  );
}
