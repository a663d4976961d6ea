import { Link } from 'react-router-dom';
import { href, useTranslation } from '@kora/shared';

/** The card was charged but the order could not be confirmed here: it will show in the profile. */
export function OrderPending({ message }: { message: string }) {
  const { t } = useTranslation('store');
  return (
    <div className="kora-cart-paid">
      <p className="kora-cart-paid__error" role="alert">
        {message}
      </p>
      <p>{t('cart.order.paid')}</p>
      <Link className="kora-button" to={href('profile')} state={{ tab: 'orders' }}>
        {t('cart.order.profileLink')}
      </Link>
    </div>
  );
}
