import { useEffect, useRef, useState } from 'react';
import type { ParcelConfigObject } from 'single-spa';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import {
  LoadingState,
  parcelModule,
  PARCELS,
  reservedHeight,
  SectionUnavailable,
  Skeleton,
  type ParcelId,
  type ReservedHeight,
} from '@kora/shared';
import { AreaErrorBoundary } from './error-boundary';
import { isPermanentFailure, loadParcel } from './parcel-loader';
import { useNearViewport } from './use-near-viewport';

interface RemoteParcelProps {
  /** The parcel's id in the kernel's parcel table. */
  parcel: ParcelId;
  className?: string;
  /**
   * Fetch the parcel's remote only when its slot comes near the viewport (for a piece below the fold);
   * by default it is fetched at once.
   */
  deferUntilNear?: boolean;
  /**
   * For a small extra beside something else (the player's track actions): no skeleton while it loads,
   * and nothing at all, rather than "section unavailable", when it cannot be shown.
   */
  quiet?: boolean;
}

/**
 * The height a parcel takes once shown, from its `reserve` in the parcel table (parcels.json, measured
 * with the demo content on a phone and on a desktop): its slot keeps it until the piece has mounted.
 */
function reserveOf(id: ParcelId): ReservedHeight | undefined {
  return (PARCELS[id] as { app: string; reserve?: ReservedHeight }).reserve;
}

type ParcelState =
  | { status: 'waiting' | 'loading' }
  | { status: 'error'; permanent: boolean }
  | { status: 'ready'; config: ParcelConfigObject };

/** Asks for a parcel's code ahead of its slot (the page's first section, before the page's first render). */
export function preloadParcel(id: ParcelId): void {
  void loadParcel({ app: PARCELS[id].app, expose: parcelModule(id), fresh: false }).catch(() => undefined);
}

/**
 * Shows a piece another remote exposes (a home section, the events manager in the profile…) in its own
 * contained area: a skeleton of its size, then the piece, or "section unavailable" with Retry when its
 * remote cannot be reached or the piece fails. The slot is marked `data-parcel-slot="<id>"` in every
 * state (a flow scrolls it into view to have it load), and `data-parcel` once the piece is there.
 */
export function RemoteParcel({ parcel: id, className, deferUntilNear = false, quiet = false }: RemoteParcelProps) {
  const { app } = PARCELS[id];
  const reserve = reserveOf(id);
  const expose = parcelModule(id);
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, deferUntilNear);
  const [attempt, setAttempt] = useState(0);
  const [mountFailed, setMountFailed] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [parcel, setParcel] = useState<ParcelState>({ status: 'waiting' });

  useEffect(() => {
    if (!near) return undefined;
    let current = true;
    setParcel({ status: 'loading' });
    loadParcel({ app, expose, fresh: attempt > 0 }).then(
      (config) => current && setParcel({ status: 'ready', config }),
      (error: unknown) => {
        if (!current) return;
        console.error(`[kora] ${app} ${expose} could not be loaded`, error);
        setParcel({ status: 'error', permanent: isPermanentFailure(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [app, expose, attempt, near]);

  if (quiet && (parcel.status === 'error' || mountFailed)) {
    return <div className={className} data-parcel-slot={id} />;
  }
  if (parcel.status === 'error' && parcel.permanent) {
    return (
      <div className={className} data-parcel-slot={id}>
        <SectionUnavailable kind="updated" />
      </div>
    );
  }
  if (parcel.status === 'error' || mountFailed) {
    return (
      <div className={className} data-parcel-slot={id}>
        <SectionUnavailable
          onRetry={() => {
            setMountFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      </div>
    );
  }
  if (parcel.status !== 'ready') {
    return (
      <div className={className} ref={slot} data-parcel-slot={id}>
        {quiet ? null : reserve ? <Skeleton height={reserve} /> : <LoadingState />}
      </div>
    );
  }
  // The slot keeps the reserved height between the code's arrival and the piece's first render.
  const reserved = reserve && !mounted ? reservedHeight(reserve) : undefined;
  return (
    <div
      className={[className, reserved?.className].filter(Boolean).join(' ') || undefined}
      style={reserved?.style}
      data-parcel-slot={id}
      data-parcel={`${app}:${expose}`}
    >
      <AreaErrorBoundary area={app}>
        <Parcel
          key={attempt}
          config={parcel.config}
          mountParcel={mountRootParcel}
          parcelDidMount={() => setMounted(true)}
          handleError={(error: unknown) => {
            console.error(`[kora] ${app} ${expose} could not be shown`, error);
            setMountFailed(true);
          }}
        />
      </AreaErrorBoundary>
    </div>
  );
}
