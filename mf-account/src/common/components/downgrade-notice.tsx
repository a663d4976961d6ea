import { useTranslation } from '@kora/shared';
import type { Plan } from '@kora/shared/contracts';
import { usePlanName } from '../hooks/use-plan-name';

interface DowngradeNoticeProps {
  current: Plan;
  chosen: Plan;
  /** The end of the paid period, as shown; null when unknown. */
  periodEnd: string | null;
}

/** Before a move to a lower plan is confirmed: when it takes effect, and what it ends. */
export function DowngradeNotice({ current, chosen, periodEnd }: DowngradeNoticeProps) {
  const { t } = useTranslation('account');
  const planName = usePlanName();
  const when =
    chosen.name === 'free'
      ? periodEnd
        ? t('plan.endsOn', { end: periodEnd })
        : t('upgrade.endsAtPeriodEnd')
      : periodEnd
        ? t('plan.changesOn', { plan: planName(chosen.name), end: periodEnd })
        : t('upgrade.changesAtPeriodEnd', { plan: planName(chosen.name) });
  const losesCreation = current.features.contentCreation && !chosen.features.contentCreation;
  return (
    <div className="kora-plan__notice" role="note">
      <p>{when}</p>
      {losesCreation && <p>{t('upgrade.creationEnds')}</p>}
    </div>
  );
}
