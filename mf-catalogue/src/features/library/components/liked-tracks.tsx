import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  EmptyState,
  href,
  QuerySection,
  read,
  ResponsiveImage,
  SkeletonCard,
  SkeletonList,
  useQuery,
  useTranslation,
} from '@kora/shared';
import { formatDuration } from '@kora/shared/format';
import type { Track } from '@kora/shared/contracts';
import { listLikedTracks } from '@kora/shared/contracts/endpoints';
import { FALLBACK_COVER } from '../../../common/lib/media';
import {
  playTracks,
  togglePlay,
  trackPlayerId,
  trackToPlayer,
  useIsCurrent,
  useIsPlaying,
} from '../../../common/lib/player';
import './library-section.css';
import './liked-tracks.css';

/** Rows shown before 'Afficher les N titres'. */
const FIRST_ROWS = 10;

/** 'Titres likés': the liked tracks, newest first, each playable, all at once with 'Tout lire'. */
export function LikedTracks({ trackActions }: { trackActions?: (track: Track) => ReactNode }) {
  const { t } = useTranslation('catalogue-library');
  const liked = useQuery(read(listLikedTracks));
  const [all, setAll] = useState(false);

  return (
    <QuerySection
      className="kora-library-section kora-library-liked"
      id="kora-library-liked"
      title={t('playlists.liked.title')}
      query={liked}
      errorText={t('playlists.liked.error')}
      empty={<EmptyState title={t('playlists.liked.empty')} hint={t('playlists.liked.emptyHint')} />}
      loading={<SkeletonList count={3} className="kora-library-liked__list" item={<SkeletonCard lines={2} />} />}
    >
      {(tracks) => {
        const shown = all ? tracks : tracks.slice(0, FIRST_ROWS);
        return (
          <>
            <button type="button" className="kora-button kora-button--accent" onClick={() => playTracks(tracks)}>
              <span aria-hidden="true">▶</span>
              {t('playlists.liked.playAll')}
            </button>
            <ol className="kora-library-liked__list">
              {shown.map((track, index) => (
                <LikedTrackRow
                  key={track.id}
                  track={track}
                  onPlay={() => playTracks(tracks, index)}
                  actions={trackActions?.(track)}
                />
              ))}
            </ol>
            {!all && tracks.length > FIRST_ROWS && (
              <button type="button" className="kora-button" onClick={() => setAll(true)}>
                {t('playlists.liked.showAll', { count: tracks.length })}
              </button>
            )}
          </>
        );
      }}
    </QuerySection>
  );
}

function LikedTrackRow({ track, onPlay, actions }: { track: Track; onPlay: () => void; actions?: ReactNode }) {
  const { t } = useTranslation(['catalogue-library', 'catalogue']);
  const playing = useIsPlaying(trackPlayerId(track.id));
  const current = useIsCurrent(trackPlayerId(track.id));
  return (
    <li className={`kora-library-liked__row${current ? ' kora-library-liked__row--current' : ''}`}>
      <button
        type="button"
        className="kora-icon-button"
        aria-label={t(playing ? 'catalogue:player.pause' : 'catalogue:player.play', { title: track.title })}
        onClick={() => (current ? togglePlay(trackToPlayer(track)) : onPlay())}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <ResponsiveImage
        className="kora-library-liked__cover"
        src={track.cover ?? FALLBACK_COVER}
        alt=""
        width={44}
        height={44}
        sizes="44px"
      />
      <div className="kora-library-liked__text">
        <Link className="kora-library-liked__title" to={href('release', { id: track.releaseId })}>
          {track.title}
        </Link>
        <span className="kora-library-liked__artist">{track.artist}</span>
      </div>
      <span className="kora-library-liked__duration">
        <span className="kora-visually-hidden">{t('playlists.liked.duration')} </span>
        {formatDuration(track.duration)}
      </span>
      {actions && <div className="kora-library-liked__actions">{actions}</div>}
    </li>
  );
}
