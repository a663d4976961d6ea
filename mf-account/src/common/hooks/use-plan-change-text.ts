import { useFormat, useTranslation } from '@kora/shared';
import type { Subscription } from '@kora/shared/contracts';
import { usePlanName } from './use-plan-name';

/**
 * What a move to a lower plan did, in the reader's language, from the subscription the API answers:
 * the plan it moves to at the period's end, or the subscription's end.
 */
export function usePlanChangeText(): (subscription: Subscription | null) => string {
  const { t } = useTranslation('account');
  const format = useFormat();
  const planName = usePlanName();
  return (subscription) => {
    const end = format.date(subscription?.currentPeriodEnd);
    if (subscription?.scheduledPlan) {
      const plan = planName(subscription.scheduledPlan);
      return end ? t('plan.changesOn', { plan, end }) : t('upgrade.changesAtPeriodEnd', { plan });
    }
    return end ? t('plan.endsOn', { end }) : t('upgrade.endsAtPeriodEnd');
  };
}
