import { errorText, useFormat, useTranslation } from '@kora/shared';
import type { SyncState } from '../hooks/use-door-desk';
import { useOnline } from '../hooks/use-online';

interface CheckInCounterProps {
  counts: { checkedIn: number; sold: number; waiting: number };
  syncState: SyncState;
  onSync: () => void;
}

/** Checked in / sold, the scans waiting for the network, and the sync's state. */
export function CheckInCounter({ counts, syncState, onSync }: CheckInCounterProps) {
  const { t } = useTranslation('events');
  const format = useFormat();
  const online = useOnline();
  const syncing = syncState.kind === 'syncing';
  return (
    <section className="kora-check-in__counter" aria-labelledby="kora-check-in-counter">
      <h2 id="kora-check-in-counter" className="kora-visually-hidden">
        {t('checkIn.counter.title')}
      </h2>
      <p className="kora-check-in__count">
        <span aria-hidden="true">
          <strong>{counts.checkedIn}</strong> / {counts.sold}
        </span>
        <span className="kora-visually-hidden">
          {t('checkIn.counter.summary', { checkedIn: counts.checkedIn, sold: counts.sold })}
        </span>
      </p>
      <p className="kora-check-in__muted" aria-hidden="true">
        {t('checkIn.counter.label')}
      </p>
      <div role="status" className="kora-check-in__sync">
        <p className="kora-check-in__note">
          {counts.waiting > 0
            ? t('checkIn.counter.waiting', { count: counts.waiting })
            : t('checkIn.counter.allSynced')}
        </p>
        {syncState.kind === 'offline' && counts.waiting > 0 && (
          <p className="kora-check-in__note">{t('checkIn.sync.offline')}</p>
        )}
        {syncState.kind === 'synced' && counts.waiting === 0 && (
          <p className="kora-check-in__note">{t('checkIn.sync.done', { time: format.time(syncState.at) })}</p>
        )}
      </div>
      {syncState.kind === 'failed' && (
        <p className="kora-check-in__problem" role="alert">
          {errorText(syncState.error, t('checkIn.sync.failed'))}
        </p>
      )}
      <button
        type="button"
        className="kora-button"
        onClick={onSync}
        disabled={counts.waiting === 0 || syncing || !online}
        aria-busy={syncing || undefined}
      >
        {syncing ? t('checkIn.sync.syncing') : t('checkIn.sync.button')}
      </button>
    </section>
  );
}
