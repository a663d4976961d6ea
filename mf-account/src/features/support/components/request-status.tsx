import { useTranslation } from '@kora/shared';
import type { SupportStatus } from '@kora/shared/contracts';

/** ouverte, en cours, résolue: a badge of its own color. */
export function RequestStatus({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('account');
  return <span className={`kora-support-status kora-support-status--${status}`}>{t(`support.status.${status}`)}</span>;
}
