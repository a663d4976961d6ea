import { useTranslation } from '@kora/shared';

/** An order's status in words; a refund says the money went back. Unknown statuses show as the API sent them. */
export function OrderStatus({ status }: { status: string }) {
  const { t } = useTranslation('account');
  return (
    <span className={`kora-order-status kora-order-status--${status}`}>
      <span className="kora-order-status__label">{t(`orders.status.${status}`, { defaultValue: status })}</span>
      {status === 'refunded' && <span className="kora-order-status__hint">{t('orders.refundedHint')}</span>}
    </span>
  );
}
