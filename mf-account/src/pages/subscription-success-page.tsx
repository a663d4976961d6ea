import { ScreenFrame } from '@kora/shared/remote-app';
import { SubscriptionUpdated } from '../features/plan/components/subscription-updated';
import '../common/components/account-forms.css';

/** /subscription/success: back from a paid checkout. */
export function SubscriptionSuccessPage() {
  return (
    <ScreenFrame area="account" screen="subscriptionSuccess">
      <div className="kora-account-card">
        <SubscriptionUpdated />
      </div>
    </ScreenFrame>
  );
}
