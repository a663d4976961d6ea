import { ErrorState, errorText, isApiError, LoadingState, useTranslation } from '@kora/shared';
import { useDoorDesk } from '../hooks/use-door-desk';
import { doorCounts } from '../lib/door-desk';
import { CameraScanner } from './camera-scanner';
import { CheckInCounter } from './check-in-counter';
import { CodeForm } from './code-form';
import { ListStatus } from './list-status';
import { ScanVerdict } from './scan-verdict';
import { SyncConflicts } from './sync-conflicts';

/** Asking again changes nothing when the server said "not yours" or "no such event". */
const isFinal = (error: unknown) => isApiError(error) && [401, 403, 404].includes(error.status);

export function DoorDeskView({ eventId }: { eventId: number }) {
  const { t } = useTranslation('events');
  const { desk, scan, answer, sync, syncState, refresh } = useDoorDesk(eventId);

  if (desk.data === undefined) {
    if (desk.status !== 'error') return <LoadingState label={t('checkIn.downloading')} />;
    return (
      <ErrorState
        message={errorText(desk.error, t('checkIn.loadError'))}
        onRetry={isFinal(desk.error) ? undefined : () => void desk.refetch()}
      />
    );
  }

  // A failed refresh keeps the stored list (the query is in error with its data).
  const { list, downloadedAt, conflicts } = desk.data;
  // The verdict sits right above the code field and the camera, where the operator looks.
  return (
    <div className="kora-check-in">
      <ListStatus
        event={list.event}
        downloadedAt={downloadedAt}
        refreshing={desk.isFetching}
        refreshError={desk.isRefetchError ? desk.error : null}
        onRefresh={() => void refresh()}
      />
      <ScanVerdict answer={answer} />
      <div className="kora-check-in__inputs">
        <CodeForm onCode={scan} />
        <CameraScanner onCode={scan} />
      </div>
      <CheckInCounter counts={doorCounts(desk.data)} syncState={syncState} onSync={() => void sync()} />
      <SyncConflicts conflicts={conflicts} />
    </div>
  );
}
