import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { href, ResponsiveImage, useTranslation } from '@kora/shared';
import type { ReleaseDetail, Track } from '@kora/shared/contracts';
import { useCountText } from '../../../common/hooks/use-count-text';
import { FALLBACK_COVER } from '../../../common/lib/media';
import { togglePlay, trackPlayerId, trackToPlayer, useIsPlaying } from '../../../common/lib/player';
import '../../../common/components/detail-parts.css';
import { ReleaseArtistLine } from './release-artist-line';
import './release.css';

/**
 * A single: its large cover (or its video) with a play button, its counts, its favourite button, its
 * track's heart and 'Ajouter à une playlist', and its track's purchase.
 */
export function SingleRelease({
  release,
  trackPurchase,
  trackLibrary,
  favourite,
}: {
  release: ReleaseDetail;
  trackPurchase: (track: Track) => ReactNode;
  trackLibrary: (track: Track) => ReactNode;
  favourite: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const countText = useCountText();
  const track = release.tracks[0];
  const playing = useIsPlaying(track ? trackPlayerId(track.id) : '');
  return (
    <div className="kora-cat-release kora-cat-release--single">
      <div className="kora-cat-release__cover kora-cat-release__cover--large">
        {release.video?.videoUrl ? (
          <video src={release.video.videoUrl} poster={release.video.thumbnailUrl ?? undefined} controls playsInline />
        ) : (
          <ResponsiveImage
            src={release.cover ?? FALLBACK_COVER}
            alt={t('release.coverOf', { title: release.title })}
            width={420}
            height={420}
            sizes="(max-width: 720px) calc(100vw - 2rem), 420px"
            priority
          />
        )}
        {track && (
          <button
            type="button"
            className="kora-cat-release__play"
            aria-label={
              playing ? t('player.pause', { title: release.title }) : t('player.play', { title: release.title })
            }
            onClick={() => togglePlay(trackToPlayer(track))}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        )}
      </div>
      <div className="kora-cat-release__summary">
        <ReleaseArtistLine release={release} />
        <p className="kora-cat-release__stats">
          {t('counts.listens', { count: release.playsCount, formatted: countText(release.playsCount) })}
          {' · '}
          {t('counts.likes', { count: release.likes, formatted: countText(release.likes) })}
        </p>
        {release.episodeId !== null && (
          <p>
            <Link to={href('episode', { id: release.episodeId })}>{t('release.toEpisode')}</Link>
          </p>
        )}
        <div className="kora-cat-release__actions">
          {favourite}
          {track && trackLibrary(track)}
        </div>
        {track && release.type !== 'podcast' && trackPurchase(track)}
      </div>
    </div>
  );
}
