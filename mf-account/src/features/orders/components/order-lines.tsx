import { ResponsiveImage, useFormat, useTranslation } from '@kora/shared';
import type { OrderLine } from '@kora/shared/contracts';

/** The products of a store order at the prices charged. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (
    <ul className="kora-order-lines" aria-label={t('orders.detail.lines')}>
      {lines.map((line) => (
        <li key={line.productId} className="kora-order-line">
          {line.image ? (
            // The name follows: the picture only illustrates it.
            <ResponsiveImage
              className="kora-order-line__image"
              src={line.image}
              alt=""
              width={56}
              height={56}
              sizes="56px"
            />
          ) : (
            <span className="kora-order-line__image kora-order-line__image--none" aria-hidden="true" />
          )}
          <span className="kora-order-line__name">{line.name}</span>
          <span className="kora-order-line__quantity">{t('orders.detail.quantity', { count: line.quantity })}</span>
          <span className="kora-order-line__unit">
            {t('orders.detail.unitPrice', { price: format.money(line.unitPrice.price, line.unitPrice.currency) })}
          </span>
          <span className="kora-order-line__price">
            {t('orders.detail.linePrice', { price: format.money(line.linePrice.price, line.linePrice.currency) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
