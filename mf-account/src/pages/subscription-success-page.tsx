import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, href, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { useCurrentSubscription } from '../hooks/use-current-subscription';
import '../components/account-forms.css';

/** How long 'Votre abonnement a bien été mis à jour !' stays (platform.md §4, §9). */
export const SUBSCRIPTION_BANNER_MS = 5000;

/** Back from checkout: the plan is loaded again, a banner confirms for 5 s, links lead on. */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation('account');
  const subscription = useCurrentSubscription();
  const [bannerShown, setBannerShown] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setBannerShown(false), SUBSCRIPTION_BANNER_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <ScreenFrame area="account" screen="subscriptionSuccess">
      <div className="kora-account-card">
        {bannerShown && <FormMessage kind="success">{t('subscription.updated')}</FormMessage>}
        {subscription.status === 'success' && subscription.data.plan.name !== 'free' && (
          <p>{t('subscription.currentPlan', { plan: subscription.data.plan.label })}</p>
        )}
        <div className="kora-account-card__actions">
          <Link className="kora-button kora-button--accent" to={href('profile')}>
            {t('subscription.toProfile')}
          </Link>
          <Link className="kora-button" to={href('home')}>
            {t('subscription.toHome')}
          </Link>
        </div>
      </div>
    </ScreenFrame>
  );
}
