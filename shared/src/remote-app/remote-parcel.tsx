import { useEffect, useState } from 'react';
import type { ParcelConfigObject } from 'single-spa';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { LoadingState, parcelModule, PARCELS, SectionUnavailable, type ParcelId } from '@kora/shared';
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
  const [parcel, setParcel] = useState<{ status: 'loading' | 'error' | 'ready'; config?: ParcelConfigObject }>({
    status: 'loading',
  });

  useEffect(() => {
    let current = true;
    setParcel({ status: 'loading' });
    loadParcel({ app, expose, fresh: attempt > 0 }).then(
      (config) => current && setParcel({ status: 'ready', config }),
      (error: unknown) => {
        if (!current) return;
        console.error(`[kora] ${app} ${expose} could not be loaded`, error);
        setParcel({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [app, expose, attempt]);

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
          config={parcel.config as ParcelConfigObject}
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
