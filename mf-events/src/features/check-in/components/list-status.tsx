import { errorText, useFormat, useTranslation } from '@kora/shared';
import type { CheckInList } from '@kora/shared/contracts';
import { useOnline } from '../hooks/use-online';

interface ListStatusProps {
  event: CheckInList['event'];
  downloadedAt: string;
  refreshing: boolean;
  refreshError: unknown;
  onRefresh: () => void;
}

/** The event, when its ticket list was downloaded, and a way to download it again when online. */
export function ListStatus({ event, downloadedAt, refreshing, refreshError, onRefresh }: ListStatusProps) {
  const { t } = useTranslation('events');
  const format = useFormat();
  const online = useOnline();
  return (
    <div className="kora-check-in__list">
      <h2 className="kora-check-in__event">{event.title}</h2>
      <p className="kora-check-in__muted">
        <time dateTime={event.datetime}>
          {t('checkIn.eventDate', { date: format.date(event.datetime), time: format.time(event.datetime) })}
        </time>
      </p>
      <p className="kora-check-in__muted">
        {t('checkIn.downloadedAt', { date: format.date(downloadedAt), time: format.time(downloadedAt) })}
      </p>
      {!online && <p className="kora-check-in__offline">{t('checkIn.offline')}</p>}
      <button
        type="button"
        className="kora-button"
        onClick={onRefresh}
        disabled={!online || refreshing}
        aria-busy={refreshing || undefined}
      >
        {refreshing ? t('checkIn.refreshing') : t('checkIn.refresh')}
      </button>
      {refreshError !== null && (
        <p className="kora-check-in__problem" role="alert">
          {t('checkIn.refreshFailed', { message: errorText(refreshError, t('checkIn.loadError')) })}
        </p>
      )}
    </div>
  );
}
