import { useFormat, useTranslation } from '@kora/shared';
import type { Plan } from '@kora/shared/contracts';
import { fcfaFor } from '@kora/shared/format';

/**
 * What one prepaid month of a plan costs by mobile money, said before paying: 'Vous allez payer
 * 6 554 FCFA (9,99 €) pour un mois, sans renouvellement automatique.' (the peg, rounded up to the franc).
 */
export function usePrepaidChargeText(): (plan: Plan) => string {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (plan) => {
    const xof = fcfaFor(plan.price, plan.currency);
    const price = format.money(plan.price, plan.currency);
    return xof === null
      ? t('planPayment.chargeUnknown', { price })
      : t('planPayment.charge', { charged: format.money(xof, 'XOF'), price });
  };
}
