import { useState, type FormEvent } from 'react';
import { FormMessage, SubmitButton, useTranslation } from '@kora/shared';
import type { MobileMoneyOperator, Plan } from '@kora/shared/contracts';
import { OperatorSelect } from '../../../common/components/payment-method-choice';
import { usePrepaidChargeText } from '../../../common/hooks/use-prepaid-charge-text';
import { rememberedOperator } from '@kora/shared/payment-choice';
import { payForPlan } from '../../../common/lib/plan-checkout';

interface PrepaidRenewalProps {
  plan: Plan & { name: 'starter' | 'premium' };
}

/**
 * 'Renouveler (1 mois)': one more prepaid month of the plan by mobile money, with the operator this
 * device paid with last (chosen here first when it has none), straight to the provider's page.
 */
export function PrepaidRenewal({ plan }: PrepaidRenewalProps) {
  const { t } = useTranslation('account');
  const chargeText = usePrepaidChargeText();
  const remembered = rememberedOperator();
  const [operator, setOperator] = useState<MobileMoneyOperator>(remembered ?? 'orange');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function renew(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setLeaving(true);
    try {
      await payForPlan(
        { plan: plan.name, method: 'mobile_money', operator },
        { sessionError: t('upgrade.sessionError'), missingSessionId: t('upgrade.missingSessionId') },
      );
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('upgrade.failed'));
      setLeaving(false);
    }
  }

  return (
    <form className="kora-form kora-plan__renewal" onSubmit={renew} noValidate aria-label={t('plan.renewal')}>
      {!remembered && <OperatorSelect operator={operator} onOperator={setOperator} />}
      <p className="kora-plan__charge">{chargeText(plan)}</p>
      <FormMessage kind="error">{error}</FormMessage>
      <SubmitButton submitting={leaving}>{leaving ? t('upgrade.redirecting') : t('plan.renew')}</SubmitButton>
    </form>
  );
}
