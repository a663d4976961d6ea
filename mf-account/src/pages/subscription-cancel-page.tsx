import { useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { SubscriptionReturnLinks } from '../features/plan/components/subscription-return-links';
import '../common/components/account-forms.css';

/** Back from a checkout the buyer left: nothing was charged; on to the store or home. */
export function SubscriptionCancelPage() {
  const { t } = useTranslation('account');
  return (
    <ScreenFrame area="account" screen="subscriptionCancel">
      <div className="kora-account-card">
        <p>{t('subscription.cancelled')}</p>
        <SubscriptionReturnLinks next="store" label={t('subscription.toStore')} />
      </div>
    </ScreenFrame>
  );
}
