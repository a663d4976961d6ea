import { useTranslation } from '@kora/shared';
import type { PublicationStatus } from '@kora/shared/contracts';

/** Brouillon / Publié / En direct. */
export function StatusBadge({ status }: { status: PublicationStatus }) {
  const { t } = useTranslation('creator');
  return (
    <span className={`kora-creator-podcast-status kora-creator-podcast-status--${status}`}>
      {t(`podcastManager.status.${status}`)}
    </span>
  );
}
