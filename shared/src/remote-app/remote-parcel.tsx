import { useEffect, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { LoadingState, parcelModule, PARCELS, SectionUnavailable, useResource, type ParcelId } from '@kora/shared';
import { AreaErrorBoundary } from './error-boundary';
import { loadParcel } from './parcel-loader';

interface RemoteParcelProps {
  /** The parcel's id in the kernel's parcel table. */
  parcel: ParcelId;
  className?: string;
}

/**
 * Shows a piece another remote exposes (a home section, the events manager in the profile…) in its own
 * contained area: loading, then the piece, or "section unavailable" with Retry when its remote cannot
 * be reached or the piece fails.
 */
export function RemoteParcel({ parcel: id, className }: RemoteParcelProps) {
  const { app } = PARCELS[id];
  const expose = parcelModule(id);
  const [attempt, setAttempt] = useState(0);
  const [mountFailed, setMountFailed] = useState(false);
  const parcel = useResource(() => loadParcel({ app, expose, fresh: attempt > 0 }), [app, expose, attempt]);

  useEffect(() => {
    if (parcel.error) console.error(`[kora] ${app} ${expose} could not be loaded`, parcel.error);
  }, [app, expose, parcel.error]);

  if (parcel.status === 'error' || mountFailed) {
    return (
      <div className={className}>
        <SectionUnavailable
          onRetry={() => {
            setMountFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      </div>
    );
  }
  if (parcel.status === 'loading') {
    return (
      <div className={className}>
        <LoadingState />
      </div>
    );
  }
  return (
    <div className={className} data-parcel={`${app}:${expose}`}>
      <AreaErrorBoundary area={app}>
        <Parcel
          key={attempt}
          config={parcel.data}
          mountParcel={mountRootParcel}
          handleError={(error: unknown) => {
            console.error(`[kora] ${app} ${expose} could not be shown`, error);
            setMountFailed(true);
          }}
        />
      </AreaErrorBoundary>
    </div>
  );
}
