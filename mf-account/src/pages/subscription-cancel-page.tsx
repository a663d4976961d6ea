import { Link } from 'react-router-dom';
import { href, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import '../components/account-forms.css';

/** Back from a checkout the buyer left: nothing was charged; on to the store or home. */
export function SubscriptionCancelPage() {
  const { t } = useTranslation('account');
  return (
    <ScreenFrame area="account" screen="subscriptionCancel">
      <div className="kora-account-card">
        <p>{t('subscription.cancelled')}</p>
        <div className="kora-account-card__actions">
          <Link className="kora-button kora-button--accent" to={href('store')}>
            {t('subscription.toStore')}
          </Link>
          <Link className="kora-button" to={href('home')}>
            {t('subscription.toHome')}
          </Link>
        </div>
      </div>
    </ScreenFrame>
  );
}
