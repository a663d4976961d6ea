import { useFormat, useTranslation } from '@kora/shared';
import type { SyncConflict } from '../lib/door-desk';

/** Scans this door accepted that the server refused: the owner checks them (first scan wins). */
export function SyncConflicts({ conflicts }: { conflicts: readonly SyncConflict[] }) {
  const { t } = useTranslation('events');
  const { locale } = useFormat();
  if (conflicts.length === 0) return null;
  // To the second: two doors often scan within the same minute.
  const at = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(value));
  return (
    <section className="kora-check-in__conflicts" aria-labelledby="kora-check-in-conflicts">
      <h2 id="kora-check-in-conflicts" className="kora-check-in__conflicts-title">
        {t('checkIn.conflicts.title')}
      </h2>
      <p className="kora-check-in__muted">{t('checkIn.conflicts.intro')}</p>
      <ul className="kora-check-in__conflict-list">
        {conflicts.map((conflict) => (
          <li key={`${conflict.ticketId}-${conflict.scannedAt}`}>
            {conflict.outcome === 'already-used'
              ? t('checkIn.conflicts.alreadyUsed', {
                  id: conflict.ticketId,
                  holder: conflict.holder ?? t('checkIn.conflicts.unknownHolder'),
                  scannedAt: at(conflict.scannedAt),
                  usedAt: conflict.usedAt ? at(conflict.usedAt) : t('checkIn.conflicts.unknownTime'),
                })
              : t('checkIn.conflicts.refused', {
                  id: conflict.ticketId,
                  scannedAt: at(conflict.scannedAt),
                  reason: t(`checkIn.verdict.${conflict.outcome}`),
                })}
          </li>
        ))}
      </ul>
    </section>
  );
}
