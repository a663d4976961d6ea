import { useState } from 'react';
import { notify, useFormat, useTranslation } from '@kora/shared';
import { UpgradeModal } from '../../../common/components/upgrade-modal';
import { usePlanName } from '../../../common/hooks/use-plan-name';
import type { CurrentSubscription } from '../hooks/use-current-subscription';
import { BillingPortalButton } from './billing-portal-button';
import { InvoiceList } from './invoice-list';
import { PlanFeatures } from './plan-features';
import { PlanUsage } from './plan-usage';
import { PrepaidRenewal } from './prepaid-renewal';
import '../../../common/components/details.css';
import './plan.css';

interface PlanTabProps {
  current: CurrentSubscription;
  /** Loads the plan again after it changed. */
  onChanged: () => void;
}

/**
 * The Forfait tab: plan, price, status, period and features; upgrade, billing portal and invoices. A
 * prepaid plan (mobile money) says until when, and renews in one tap.
 */
export function PlanTab({ current: { plan, subscription }, onChanged }: PlanTabProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const planName = usePlanName();
  const [upgrading, setUpgrading] = useState(false);
  const start = format.date(subscription?.currentPeriodStart);
  const end = format.date(subscription?.currentPeriodEnd);
  // Paid by mobile money: nothing renews it, paying again adds a month.
  const prepaid = subscription?.prepaid === true && plan.name !== 'free' && subscription.status === 'active';

  return (
    <div className="kora-plan">
      <dl className="kora-details">
        <dt>{t('plan.name')}</dt>
        <dd>{planName(plan.name)}</dd>
        <dt>{t('plan.price')}</dt>
        <dd>{t('plan.perMonth', { price: format.price(plan.price, plan.currency) })}</dd>
        {subscription && (
          <>
            <dt>{t('plan.status')}</dt>
            <dd>{t(`plan.statuses.${subscription.status}`)}</dd>
          </>
        )}
        {start && end && (
          <>
            <dt>{t('plan.period')}</dt>
            <dd>{t('plan.periodRange', { start, end })}</dd>
          </>
        )}
      </dl>
      {prepaid && end && <p className="kora-plan__notice">{t('plan.prepaidUntil', { end })}</p>}
      {subscription?.cancelAtPeriodEnd && end && <p className="kora-plan__notice">{t('plan.endsOn', { end })}</p>}
      {!subscription?.cancelAtPeriodEnd && subscription?.scheduledPlan && end && (
        <p className="kora-plan__notice">{t('plan.changesOn', { plan: planName(subscription.scheduledPlan), end })}</p>
      )}
      {prepaid && plan.name !== 'free' && <PrepaidRenewal plan={{ ...plan, name: plan.name }} />}
      <PlanUsage />
      <h3>{t('plan.features')}</h3>
      <PlanFeatures features={plan.features} />
      <div className="kora-plan__actions">
        <button type="button" className="kora-button kora-button--accent" onClick={() => setUpgrading(true)}>
          {t('plan.upgrade')}
        </button>
        {subscription && <BillingPortalButton />}
      </div>
      {subscription && <InvoiceList />}
      <UpgradeModal
        open={upgrading}
        onClose={() => setUpgrading(false)}
        currentPlan={plan}
        periodEnd={end || null}
        onPlanChanged={(message) => {
          setUpgrading(false);
          notify(message, 'success');
          onChanged();
        }}
      />
    </div>
  );
}
