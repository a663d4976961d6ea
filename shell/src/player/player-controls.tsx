import { usePlayerStore, useTranslation } from '@kora/shared';
import { Icon } from '../chrome/icons';

/** Previous, play/pause and next: they only ask the store; the audio element follows it. A spot allows pause only. */
export function PlayerControls({ spotPlaying = false }: { spotPlaying?: boolean }) {
  const { t } = useTranslation('shell');
  const hasTrack = usePlayerStore((state) => state.track !== null);
  const playing = usePlayerStore((state) => state.playing);
  const hasPrevious = usePlayerStore((state) => state.index > 0);
  const hasNext = usePlayerStore((state) => state.index >= 0 && state.index < state.playlist.length - 1);
  const player = usePlayerStore.getState;
  return (
    <div className="kora-player__controls">
      <button
        type="button"
        className="kora-icon-button"
        aria-label={t('player.previous')}
        disabled={!hasPrevious || spotPlaying}
        onClick={() => player().previous()}
      >
        <Icon name="previous" />
      </button>
      <button
        type="button"
        className="kora-icon-button kora-icon-button--primary"
        aria-label={playing ? t('player.pause') : t('player.play')}
        disabled={!hasTrack}
        onClick={() => player().setPlaying(!playing)}
      >
        <Icon name={playing ? 'pause' : 'play'} />
      </button>
      <button
        type="button"
        className="kora-icon-button"
        aria-label={t('player.next')}
        disabled={!hasNext || spotPlaying}
        onClick={() => player().next()}
      >
        <Icon name="next" />
      </button>
    </div>
  );
}
