import { useRef, useState, type ReactNode } from 'react';
import { formatCount, formatDuration, usePlayerStore, useTranslation } from '@kora/shared';
import type { VideoClip } from '@kora/shared/contracts';
import { FALLBACK_COVER } from '../lib/media';
import './catalogue.css';

/**
 * A video clip that plays in place: a click toggles between idle and playing, and it returns to idle
 * at the end. It pauses the site's audio player while it plays. Clips without a video file (the demo
 * content has thumbnails only) show their thumbnail and say the video is not available. Its download
 * button opens the purchase modal of the clip's track.
 */
/** A video clip: its player (or thumbnail), title, views and duration, and the `download` action the page gives it. */
export function VideoClipCard({ clip, download }: { clip: VideoClip; download?: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const source = clip.videoUrl ?? clip.videoFileUrl;

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      usePlayerStore.getState().setPlaying(false);
      void Promise.resolve(video.play()).catch(() => setPlaying(false));
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
              poster={clip.thumbnailUrl ?? undefined}
              preload="none"
              playsInline
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              onEnded={(event) => {
                setPlaying(false);
                event.currentTarget.currentTime = 0;
                event.currentTarget.load();
              }}
            />
            <button
              type="button"
              className="kora-cat-clip__toggle"
              aria-pressed={playing}
              aria-label={playing ? t('clips.pause', { title: clip.title }) : t('clips.play', { title: clip.title })}
              onClick={toggle}
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          </>
        ) : (
          <>
            <img src={clip.thumbnailUrl ?? FALLBACK_COVER} alt="" loading="lazy" width="480" height="270" />
            <span className="kora-cat-clip__unavailable">{t('clips.noVideo')}</span>
          </>
        )}
      </div>
      <h3 className="kora-cat-clip__title">{clip.title}</h3>
      <p className="kora-cat-clip__meta">
        <span>{t('counts.views', { count: clip.viewers, formatted: formatCount(clip.viewers) })}</span>
        <span>{formatDuration(clip.duration)}</span>
      </p>
      {download}
    </article>
  );
}
