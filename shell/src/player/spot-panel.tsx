import { href, http, mediaUrl, useTranslation } from '@kora/shared';
import type { AdSpot } from '@kora/shared/contracts';
import { recordAdClick, recordAdImpression } from '@kora/shared/contracts/endpoints';
import { Link } from 'react-router-dom';
import { listenerHeaders } from './listener-headers';
import './spot-panel.css';

export interface SpotPanelProps {
  spot: AdSpot;
  /** Seconds of the spot played so far. */
  elapsed: number;
}

const reported = new Set<string>();

/** Tells the API the spot was heard to the end: once per serving, whatever happens to the answer. */
export function reportHeard(spot: AdSpot): void {
  if (reported.has(spot.servingId)) return;
  reported.add(spot.servingId);
  http
    .call(
      recordAdImpression,
      { params: { id: spot.id }, body: { servingId: spot.servingId } },
      { headers: listenerHeaders(), background: true },
    )
    .catch(() => undefined);
}

function recordClick(spot: AdSpot): void {
  http
    .call(
      recordAdClick,
      { params: { id: spot.id }, body: { servingId: spot.servingId } },
      { headers: listenerHeaders(), background: true },
    )
    .catch(() => undefined);
}

/** The profile, from a spot, is where the plan is chosen: its plan tab. */
const stateFor = (link: string) => (link === href('profile') ? { tab: 'plan' } : undefined);

/**
 * What the player shows while a spot plays, in the track's place: the companion picture, 'Publicité',
 * the spot's link (its click is counted, then the link opens) and the way to listen without ads.
 */
export function SpotPanel({ spot, elapsed }: SpotPanelProps) {
  const { t } = useTranslation('shell');
  const image = mediaUrl(spot.imageUrl);
  const remaining = Math.max(0, Math.ceil(spot.duration - elapsed));
  const external = !spot.link.startsWith('/');
  return (
    <>
      {image ? (
        <img className="kora-player__cover" src={image} alt="" width={56} height={56} />
      ) : (
        <span className="kora-player__cover" aria-hidden="true" />
      )}
      <div className="kora-player__track kora-spot">
        <p className="kora-spot__label" role="status">
          {t('player.spot.label')}
          <span className="kora-spot__remaining"> · {t('player.spot.remaining', { seconds: remaining })}</span>
        </p>
        {external ? (
          <a
            className="kora-spot__link"
            href={spot.link}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => recordClick(spot)}
          >
            {spot.title}
          </a>
        ) : (
          <Link
            className="kora-spot__link"
            to={spot.link}
            state={stateFor(spot.link)}
            onClick={() => recordClick(spot)}
          >
            {spot.title}
          </Link>
        )}
        <Link className="kora-spot__upgrade" to={href('profile')} state={{ tab: 'plan' }}>
          {t('player.spot.withoutAds')}
        </Link>
      </div>
    </>
  );
}
