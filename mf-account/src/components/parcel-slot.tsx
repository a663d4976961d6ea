import { useCallback, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { LoadingState, SectionUnavailable } from '@kora/shared';
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
  const [state, setState] = useState<'loading' | 'mounted' | 'failed'>('loading');
  // A new attempt makes a new loader, so <Parcel> (keyed by attempt) loads again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useCallback(() => loadFederatedParcel(module), [module, attempt]);

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
    <div className={className} data-parcel={module}>
      {state === 'loading' && <LoadingState />}
      <AreaErrorBoundary area={module}>
        <Parcel
          key={attempt}
          config={load}
          mountParcel={mountRootParcel}
          parcelDidMount={() => setState('mounted')}
          handleError={(error: unknown) => {
            console.error(`[kora] ${module} could not be shown`, error);
            setState('failed');
          }}
        />
      </AreaErrorBoundary>
    </div>
  );
}
