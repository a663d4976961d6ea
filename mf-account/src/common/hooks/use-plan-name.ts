import { useTranslation } from '@kora/shared';
import type { PlanName } from '@kora/shared/contracts';

/** A plan's name in the reader's language: 'Gratuit', 'Free', 'Gratis'; Starter and Premium everywhere. */
export function usePlanName(): (plan: PlanName) => string {
  const { t } = useTranslation('account');
  return (plan) => t(`plans.${plan}`);
}
