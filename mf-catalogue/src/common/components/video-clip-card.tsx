import { useRef, useState, type ReactNode } from 'react';
import { getApiUrl, ResponsiveImage, usePlayerStore, useTranslation } from '@kora/shared';
import { formatDuration } from '@kora/shared/format';
import type { VideoClip } from '@kora/shared/contracts';
import { posterUrl } from '@kora/shared/contracts/plain';
import { FALLBACK_COVER } from '../lib/media';
import './video-clip-card.css';
import { useCountText } from '../hooks/use-count-text';

type ClipState = 'idle' | 'playing' | 'failed';

/**
 * A video clip that plays in place: a click anywhere on its picture toggles between idle and playing,
 * and it returns to idle (its thumbnail) at the end. It pauses the site's audio player while it
 * plays. A clip without a video file shows its thumbnail and says the video is not available yet; a
 * file that cannot be played says so. The page gives it its `download` action.
 */
export function VideoClipCard({ clip, download }: { clip: VideoClip; download?: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const countText = useCountText();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ClipState>('idle');
  const source = clip.videoUrl ?? clip.videoFileUrl;
  const playing = state === 'playing';

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      usePlayerStore.getState().setPlaying(false);
      if (state === 'failed') {
        // Another try: fetch the file again.
        setState('idle');
        video.load();
      }
      // A file that cannot be fetched or decoded fires `error`; a refused play() only stays idle.
      void Promise.resolve(video.play()).catch(() => undefined);
    } else {
      video.pause();
    }
  };

  return (
    <article className={`kora-cat-clip${playing ? ' kora-cat-clip--playing' : ''}`}>
      <div className="kora-cat-clip__frame">
        {source ? (
          <>
            <video
              ref={videoRef}
              className="kora-cat-clip__video"
              src={source}
              poster={clip.thumbnailUrl ? posterUrl(clip.thumbnailUrl, getApiUrl()) : undefined}
              preload="none"
              playsInline
              onPlay={() => setState('playing')}
              onPause={() => setState((current) => (current === 'playing' ? 'idle' : current))}
              onEnded={(event) => {
                setState('idle');
                // Back to the thumbnail, ready to play again from the start.
                event.currentTarget.currentTime = 0;
                event.currentTarget.load();
              }}
              onError={() => setState('failed')}
            />
            <button
              type="button"
              className="kora-cat-clip__toggle"
              aria-pressed={playing}
              aria-label={playing ? t('clips.pause', { title: clip.title }) : t('clips.play', { title: clip.title })}
              onClick={toggle}
            >
              <span className="kora-cat-clip__icon" aria-hidden="true">
                {playing ? '❚❚' : '▶'}
              </span>
            </button>
            <p className="kora-cat-clip__unavailable" role="status">
              {state === 'failed' && t('clips.playError')}
            </p>
          </>
        ) : (
          <>
            <ResponsiveImage
              src={clip.thumbnailUrl ?? FALLBACK_COVER}
              alt=""
              width={480}
              height={270}
              sizes="(max-width: 639px) calc(100vw - 2rem), (max-width: 767px) 50vw, (max-width: 1023px) 33vw, 25vw"
            />
            <span className="kora-cat-clip__unavailable">{t('clips.noVideo')}</span>
          </>
        )}
      </div>
      <h3 className="kora-cat-clip__title">{clip.title}</h3>
      <p className="kora-cat-clip__meta">
        <span>{t('counts.views', { count: clip.viewers, formatted: countText(clip.viewers) })}</span>
        <span>{formatDuration(clip.duration)}</span>
      </p>
      {download}
    </article>
  );
}
