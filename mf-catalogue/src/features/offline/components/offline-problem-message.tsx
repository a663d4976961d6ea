import { Link } from 'react-router-dom';
import { href, useFormat, useTranslation } from '@kora/shared';
import { formatStorageSize } from '@kora/shared/offline';
import type { OfflineProblem } from '../lib/offline-problem';

/** Why saving did not start, with the way forward: the plans, or trying again. */
export function OfflineProblemMessage({ problem, onRetry }: { problem: OfflineProblem; onRetry: () => void }) {
  const { t } = useTranslation('catalogue-library');
  const format = useFormat();
  if (problem.kind === 'upgrade') {
    return (
      <div className="kora-form-message kora-form-message--error kora-offline-save__problem" role="alert">
        <p>{t('offline.upgrade')}</p>
        <Link className="kora-button kora-button--accent" to={href('profile')} state={{ tab: 'plan' }}>
          {t('offline.seePlans')}
        </Link>
      </div>
    );
  }
  const text =
    problem.kind === 'space'
      ? t('offline.noSpace', {
          needed: formatStorageSize(problem.needed, format.locale),
          available: formatStorageSize(problem.available, format.locale),
        })
      : problem.text;
  return (
    <div className="kora-form-message kora-form-message--error kora-offline-save__problem" role="alert">
      <p>{text}</p>
      <button type="button" className="kora-button" onClick={onRetry}>
        {t('offline.retry')}
      </button>
    </div>
  );
}
