import { useEffect, useState } from 'react';
import { FormMessage, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { SubscriptionReturnLinks } from '../components/subscription-return-links';
import { usePlanName } from '../components/plan/use-plan-name';
import { useCurrentSubscription } from '../hooks/use-current-subscription';
import '../components/account-forms.css';

/** How long 'Votre abonnement a bien été mis à jour !' stays (platform.md §4, §9). */
export const SUBSCRIPTION_BANNER_MS = 5000;

/** Back from checkout: the plan is loaded again, a banner confirms for 5 s, links lead on. */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation('account');
  const planName = usePlanName();
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
          <p>{t('subscription.currentPlan', { plan: planName(subscription.data.plan.name) })}</p>
        )}
        <SubscriptionReturnLinks next="profile" label={t('subscription.toProfile')} />
      </div>
    </ScreenFrame>
  );
}
