import { useCallback, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { AreaErrorBoundary } from '@kora/shared/remote-app';
import { LoadingState, SectionUnavailable, type RemoteAppName } from '@kora/shared';
import { loadRemoteModule } from './load-remote-module';
import { remoteFor } from './remote-registry';

interface ParcelSlotProps {
  app: RemoteAppName;
  /** The remote's exposed parcel, e.g. './parcels/new-releases'. */
  expose: string;
  className?: string;
}

/**
 * Mounts a piece exposed by another remote (a home widget…) in its own contained area: loading, then
 * the piece, or a "section unavailable" message with Retry if its remote is down or the piece throws.
 */
export function ParcelSlot({ app, expose, className }: ParcelSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'mounted' | 'failed'>('loading');
  const load = useCallback(
    () => loadRemoteModule<object>(remoteFor(app), expose, { fresh: attempt > 0 }),
    [app, expose, attempt],
  );

  if (state === 'failed') {
    return (
      <div className={className}>
        <SectionUnavailable
          onRetry={() => {
            setState('loading');
            setAttempt((n) => n + 1);
          }}
        />
      </div>
    );
  }
  return (
    <div className={className} data-parcel={`${app}:${expose}`}>
      {state === 'loading' && <LoadingState />}
      <AreaErrorBoundary area={app}>
        <Parcel
          key={attempt}
          config={load as never}
          mountParcel={mountRootParcel}
          parcelDidMount={() => setState('mounted')}
          handleError={(error: unknown) => {
            console.error(`[kora] ${app} ${expose} could not be shown`, error);
            setState('failed');
          }}
        />
      </AreaErrorBoundary>
    </div>
  );
}
