import { useId, useState, type FormEvent } from 'react';
import { errorText, FormMessage, Modal, SubmitButton, useFormat, useTranslation, write } from '@kora/shared';
import type { MobileMoneyOperator, PaymentMethod, Plan, PlanName } from '@kora/shared/contracts';
import { changeSubscriptionPlan } from '@kora/shared/contracts/endpoints';
import { usePlanChangeText } from '../hooks/use-plan-change-text';
import { usePlanName } from '../hooks/use-plan-name';
import { usePrepaidChargeText } from '../hooks/use-prepaid-charge-text';
import { rememberedOperator, rememberedPaymentMethod } from '@kora/shared/payment-choice';
import { payForPlan } from '../lib/plan-checkout';
import { ALL_PLANS, isUpgrade } from '../lib/plans';
import { DowngradeNotice } from './downgrade-notice';
import { PaymentMethodChoice } from './payment-method-choice';
import './details.css';
import './upgrade-modal.css';

interface UpgradeModalProps {
  open: boolean;
  onClose: () => void;
  currentPlan: Plan;
  /** The end of the paid period, as shown ("1 décembre 2026"): when a move to a lower plan takes effect. */
  periodEnd?: string | null;
  /** Called after a move to a lower plan, which needs no payment. */
  onPlanChanged: (message: string) => void;
  /** The plan chosen when the modal opens, e.g. the one a feature takes. */
  suggested?: PlanName;
}

/**
 * Choose a plan, see the summary (from, to, monthly price), choose card or mobile money, then go to the
 * payment. By mobile money it is one prepaid month, and the FCFA it charges is said before paying.
 */
export function UpgradeModal({
  open,
  onClose,
  currentPlan,
  periodEnd = null,
  onPlanChanged,
  suggested,
}: UpgradeModalProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const planName = usePlanName();
  const [selected, setSelected] = useState<PlanName | null>(suggested ?? null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>(rememberedPaymentMethod);
  const [operator, setOperator] = useState<MobileMoneyOperator>(() => rememberedOperator() ?? 'orange');
  const methodName = useId();
  const planChangeText = usePlanChangeText();
  const prepaidChargeText = usePrepaidChargeText();
  const chosen = ALL_PLANS.find((plan) => plan.name === selected) ?? null;
  const price = (plan: Plan) => t('plan.perMonth', { price: format.price(plan.price, plan.currency) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return setError(t('upgrade.selectPlan'));
    if (chosen.name === currentPlan.name) return setError(t('upgrade.samePlan'));
    setError(null);
    setPaying(true);
    // Free is never an upgrade: nothing to pay.
    if (chosen.name === 'free' || !isUpgrade(currentPlan.name, chosen.name)) return moveDown(chosen.name);
    try {
      await payForPlan(
        { plan: chosen.name, method, operator },
        { sessionError: t('upgrade.sessionError'), missingSessionId: t('upgrade.missingSessionId') },
      );
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('upgrade.failed'));
      setPaying(false);
    }
  }

  async function moveDown(plan: PlanName) {
    try {
      const { data } = await write(changeSubscriptionPlan, { body: { plan } });
      setPaying(false);
      onPlanChanged(planChangeText(data.subscription));
    } catch (failure) {
      setError(errorText(failure, t('upgrade.failed')));
      setPaying(false);
    }
  }

  const movingDown = chosen !== null && chosen.name !== currentPlan.name && !isUpgrade(currentPlan.name, chosen.name);
  const paysUp = chosen !== null && !movingDown && chosen.name !== currentPlan.name;
  const submitLabel = paying
    ? t(movingDown ? 'upgrade.changing' : 'upgrade.redirecting')
    : t(movingDown ? 'upgrade.change' : 'upgrade.submit');

  return (
    <Modal open={open} onClose={onClose} title={t('upgrade.title')} closeDisabled={paying}>
      <form className="kora-form kora-upgrade" onSubmit={submit} noValidate>
        <fieldset className="kora-upgrade__plans">
          <legend>{t('upgrade.choose')}</legend>
          {ALL_PLANS.map((plan) => (
            <label key={plan.name} className="kora-upgrade__plan">
              <input
                type="radio"
                name="plan"
                value={plan.name}
                checked={selected === plan.name}
                onChange={() => {
                  setSelected(plan.name);
                  setError(null);
                }}
              />
              <span className="kora-upgrade__plan-name">{planName(plan.name)}</span>
              <span className="kora-upgrade__plan-price">{price(plan)}</span>
              {plan.name === currentPlan.name && <span className="kora-upgrade__current">{t('upgrade.current')}</span>}
            </label>
          ))}
        </fieldset>
        {chosen && (
          <dl className="kora-details kora-upgrade__summary" aria-label={t('upgrade.summary')}>
            <dt>{t('upgrade.from')}</dt>
            <dd>{planName(currentPlan.name)}</dd>
            <dt>{t('upgrade.to')}</dt>
            <dd>{planName(chosen.name)}</dd>
            <dt>{t('upgrade.monthlyPrice')}</dt>
            <dd>{price(chosen)}</dd>
          </dl>
        )}
        {chosen && movingDown && <DowngradeNotice current={currentPlan} chosen={chosen} periodEnd={periodEnd} />}
        {paysUp && (
          <PaymentMethodChoice
            name={methodName}
            method={method}
            operator={operator}
            onMethod={setMethod}
            onOperator={setOperator}
          />
        )}
        {paysUp && method === 'mobile_money' && <p className="kora-upgrade__charge">{prepaidChargeText(chosen)}</p>}
        <FormMessage kind="error">{error}</FormMessage>
        <SubmitButton submitting={paying}>{submitLabel}</SubmitButton>
      </form>
    </Modal>
  );
}
