import { useState } from 'react';
import { notify, useTranslation } from '@kora/shared';
import { CONTENT_CREATION_PLAN, type Plan } from '@kora/shared/contracts';
import { UpgradeModal } from '../../../common/components/upgrade-modal';
import { usePlanName } from '../../../common/hooks/use-plan-name';

interface CreationPlanNoticeProps {
  current: Plan;
  /** What the account cannot become on its plan: an artist only (it already creates podcasts), or both. */
  missing: 'artist' | 'artistOrPodcaster';
  /** Loads the plan again after it changed without a payment. */
  onPlanChanged: () => void;
}

/** Says up front which plan creating takes, and offers to move to it (the upgrade, chosen in advance). */
export function CreationPlanNotice({ current, missing, onPlanChanged }: CreationPlanNoticeProps) {
  const { t } = useTranslation('account');
  const planName = usePlanName();
  const [upgrading, setUpgrading] = useState(false);
  const plan = planName(CONTENT_CREATION_PLAN);
  return (
    <div className="kora-creator-zone__plan">
      <p>{t(`creator.planRequired.${missing}`, { plan })}</p>
      <button type="button" className="kora-button kora-button--accent" onClick={() => setUpgrading(true)}>
        {t('creator.getPlan', { plan })}
      </button>
      <UpgradeModal
        open={upgrading}
        onClose={() => setUpgrading(false)}
        currentPlan={current}
        suggested={CONTENT_CREATION_PLAN}
        onPlanChanged={(message) => {
          setUpgrading(false);
          notify(message, 'success');
          onPlanChanged();
        }}
      />
    </div>
  );
}
