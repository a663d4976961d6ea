import { trackSource, usePlayerStore } from '@kora/shared';
import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react';

type AudioEvent = SyntheticEvent<HTMLAudioElement>;

function startPlayback(audio: HTMLAudioElement, onRefused: () => void): void {
  Promise.resolve(audio.play()).catch((error: unknown) => {
    // A newer source interrupted this play request: the next request is already on its way.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    console.warn('[kora player] playback failed', error);
    onRefused();
  });
}

/**
 * Keeps the one audio element and the player store in step: the store says what to play and whether
 * to play; the element reports play, pause, end, time, duration and volume back to the store.
 */
export function useAudioSync(audioRef: RefObject<HTMLAudioElement | null>) {
  const track = usePlayerStore((state) => state.track);
  const playing = usePlayerStore((state) => state.playing);
  const volume = usePlayerStore((state) => state.volume);
  const source = trackSource(track);
  const trackId = track ? String(track.id) : null;
  const loadedTrackId = useRef<string | null>(null);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const { setPlaying } = usePlayerStore.getState();
    if (!source) {
      loadedTrackId.current = null;
      if (audio.hasAttribute('src')) {
        audio.pause();
        audio.removeAttribute('src');
        audio.load();
      }
      return;
    }
    // A new track restarts even when it shares its file with the previous one.
    if (loadedTrackId.current !== trackId || audio.getAttribute('src') !== source) {
      loadedTrackId.current = trackId;
      audio.src = source;
    }
    if (playing && audio.paused) startPlayback(audio, () => setPlaying(false));
    else if (!playing && !audio.paused) audio.pause();
  }, [audioRef, source, trackId, playing]);

  useEffect(() => {
    const audio = audioRef.current;
    if (audio && Math.abs(audio.volume - volume) > 0.001) audio.volume = volume;
  }, [audioRef, volume]);

  const store = usePlayerStore.getState;
  return {
    // Events from an element that has since moved on (paused or resumed again) are stale: skip them.
    onPlay: (event: AudioEvent) => {
      if (!event.currentTarget.paused) store().setPlaying(true);
    },
    onPause: (event: AudioEvent) => {
      if (event.currentTarget.paused && !event.currentTarget.ended) store().setPlaying(false);
    },
    onEnded: () => store().trackEnded(),
    onTimeUpdate: (event: AudioEvent) => store().setTime(event.currentTarget.currentTime),
    onLoadedMetadata: (event: AudioEvent) => store().setDuration(event.currentTarget.duration),
    onVolumeChange: (event: AudioEvent) => store().setVolume(event.currentTarget.volume),
    onError: (event: AudioEvent) => {
      if (!event.currentTarget.hasAttribute('src')) return;
      console.warn('[kora player] the audio could not be loaded', event.currentTarget.src);
      store().setPlaying(false);
    },
  };
}
