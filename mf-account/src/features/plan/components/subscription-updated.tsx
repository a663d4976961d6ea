import { useEffect, useState } from 'react';
import { FormMessage, useTranslation } from '@kora/shared';
import { usePlanName } from '../../../common/hooks/use-plan-name';
import { useCurrentSubscription } from '../hooks/use-current-subscription';
import { SubscriptionReturnLinks } from './subscription-return-links';

/** How long 'Votre abonnement a bien été mis à jour !' stays (platform.md §4, §9). */
export const SUBSCRIPTION_BANNER_MS = 5000;

/** Back from checkout: the plan is loaded again, a banner confirms for 5 s, links lead on. */
export function SubscriptionUpdated() {
  const { t } = useTranslation('account');
  const planName = usePlanName();
  const { current } = useCurrentSubscription();
  const [bannerShown, setBannerShown] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => setBannerShown(false), SUBSCRIPTION_BANNER_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      {bannerShown && <FormMessage kind="success">{t('subscription.updated')}</FormMessage>}
      {current && current.plan.name !== 'free' && (
        <p>{t('subscription.currentPlan', { plan: planName(current.plan.name) })}</p>
      )}
      <SubscriptionReturnLinks next="profile" label={t('subscription.toProfile')} />
    </>
  );
}
