import type { ReactNode } from 'react';
import { notify, useTranslation } from '@kora/shared';
import { formatDuration } from '@kora/shared/format';
import type { ReleaseDetail, Track } from '@kora/shared/contracts';
import {
  addTrack,
  playTracks,
  togglePlay,
  trackPlayerId,
  trackToPlayer,
  useIsCurrent,
  useIsPlaying,
} from '../../../common/lib/player';
import { usePriceFormatter } from './price';
import './track-list.css';

/**
 * An album's tracks: play (the album from that track on), duration, price, add to player, the heart
 * and 'Ajouter à une playlist', buy, download.
 */
export function TrackList({
  release,
  trackPurchase,
  trackLibrary,
}: {
  release: ReleaseDetail;
  /** What each row offers to buy or download its track. */
  trackPurchase: (track: Track) => ReactNode;
  /** What each row offers for the listener's library. */
  trackLibrary: (track: Track) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <section className="kora-cat-tracks" aria-labelledby="kora-tracks-title">
      <h2 id="kora-tracks-title">{t('release.tracks')}</h2>
      <ol className="kora-cat-tracks__list">
        {release.tracks.map((track, index) => (
          <TrackRow
            key={track.id}
            release={release}
            track={track}
            index={index}
            library={trackLibrary(track)}
            purchase={trackPurchase(track)}
          />
        ))}
      </ol>
    </section>
  );
}

function TrackRow({
  release,
  track,
  index,
  library,
  purchase,
}: {
  release: ReleaseDetail;
  track: Track;
  index: number;
  library: ReactNode;
  purchase: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const formatPrice = usePriceFormatter();
  const playing = useIsPlaying(trackPlayerId(track.id));
  const current = useIsCurrent(trackPlayerId(track.id));
  return (
    <li className={`kora-cat-track${playing ? ' kora-cat-track--playing' : ''}`}>
      <span className="kora-cat-track__position" aria-hidden="true">
        {track.position}
      </span>
      <button
        type="button"
        className="kora-icon-button"
        aria-label={playing ? t('player.pause', { title: track.title }) : t('player.play', { title: track.title })}
        onClick={() => (current ? togglePlay(trackToPlayer(track)) : playTracks(release.tracks, index))}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <span className="kora-cat-track__title">{track.title}</span>
      <span className="kora-cat-track__duration">
        <span className="kora-visually-hidden">{t('release.duration')} </span>
        {formatDuration(track.duration)}
      </span>
      <span className="kora-cat-track__price">{formatPrice(track.price)}</span>
      <button
        type="button"
        className="kora-icon-button"
        aria-label={t('player.add', { title: track.title })}
        onClick={() => {
          addTrack(track);
          notify(t('player.added', { title: track.title }), 'info');
        }}
      >
        <span aria-hidden="true">+</span>
      </button>
      <div className="kora-cat-track__actions">
        {library}
        {purchase}
      </div>
    </li>
  );
}
