import { usePlayerStore, useTranslation } from '@kora/shared';
import { formatDuration } from '@kora/shared/format';
import { useIsCurrent } from '../../../common/lib/player';
import './episode-view.css';

/** Where the site's player is in this episode, while it is the current item. */
export function EpisodeProgress({ playerId }: { playerId: string }) {
  const { t } = useTranslation('catalogue');
  const current = useIsCurrent(playerId);
  const time = usePlayerStore((state) => state.currentTime);
  const duration = usePlayerStore((state) => state.duration);
  if (!current) return null;
  return (
    <div className="kora-cat-episode__progress">
      <progress max={duration || 1} value={Math.min(time, duration || 1)} aria-label={t('episode.progress')} />
      <span>
        {formatDuration(time)} / {formatDuration(duration)}
      </span>
    </div>
  );
}
