import { useEffect, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { LoadingState, SectionUnavailable, useResource } from '@kora/shared';
import { AreaErrorBoundary } from '@kora/shared/remote-app';
import { loadFederatedParcel } from '../lib/load-federated-parcel';

interface ParcelSlotProps {
  /** The federated module id, e.g. 'mf_events/parcels/my-events-manager'. */
  module: string;
  className?: string;
}

/**
 * Shows a piece another remote exposes inside this page, in its own contained area: loading, then the
 * piece, or 'section unavailable' with Retry when the remote cannot be reached or the piece fails.
 */
export function ParcelSlot({ module, className }: ParcelSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const [mountFailed, setMountFailed] = useState(false);
  const parcel = useResource(() => loadFederatedParcel(module, { fresh: attempt > 0 }), [module, attempt]);

  useEffect(() => {
    if (parcel.error) console.error(`[kora] ${module} could not be loaded`, parcel.error);
  }, [module, parcel.error]);

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
  if (parcel.status === 'loading') return <LoadingState />;
  return (
    <div className={className} data-parcel={module}>
      <AreaErrorBoundary area={module}>
        <Parcel
          key={attempt}
          config={parcel.data}
          mountParcel={mountRootParcel}
          handleError={(error: unknown) => {
            console.error(`[kora] ${module} could not be shown`, error);
            setMountFailed(true);
          }}
        />
      </AreaErrorBoundary>
    </div>
  );
}
