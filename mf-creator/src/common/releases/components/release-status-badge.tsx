import { useTranslation } from '@kora/shared';
import type { CreatorReleaseStatus } from '@kora/shared/contracts';
import './release-status-badge.css';

/** 'Brouillon' or 'Publié'. */
export function ReleaseStatusBadge({ status }: { status: CreatorReleaseStatus }) {
  const { t } = useTranslation('creator');
  return <span className={`kora-creator-status kora-creator-status--${status}`}>{t(`releases.status.${status}`)}</span>;
}
