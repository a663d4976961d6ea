import { Link } from 'react-router-dom';
import { href, useTranslation, type RouteId } from '@kora/shared';

/** Where a buyer goes on after a checkout: the screen that fits (profile, store), or home. */
export function SubscriptionReturnLinks({ next, label }: { next: RouteId; label: string }) {
  const { t } = useTranslation('account');
  return (
    <div className="kora-account-card__actions">
      <Link className="kora-button kora-button--accent" to={href(next)}>
        {label}
      </Link>
      <Link className="kora-button" to={href('home')}>
        {t('subscription.toHome')}
      </Link>
    </div>
  );
}
