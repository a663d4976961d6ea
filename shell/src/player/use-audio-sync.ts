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

/** A spot playing in the track's place: its own source and time, its own end and failure. */
export interface SpotPlayback {
  source: string | null;
  onTime(seconds: number): void;
  onError(): void;
}

/**
 * Keeps the one audio element and the player store in step: the store says what to play and whether
 * to play; the element reports play, pause, end, time, duration and volume back to the store. While a
 * spot plays, the element plays the spot and its time and failure go to the spot, not to the track.
 */
export function useAudioSync(
  audioRef: RefObject<HTMLAudioElement | null>,
  onEnded: () => void,
  spot: SpotPlayback = { source: null, onTime: () => undefined, onError: () => undefined },
) {
  const track = usePlayerStore((state) => state.track);
  const playing = usePlayerStore((state) => state.playing);
  const volume = usePlayerStore((state) => state.volume);
  const source = spot.source ?? trackSource(track);
  const trackId = spot.source ? `spot:${spot.source}` : track ? String(track.id) : null;
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
    onEnded,
    onTimeUpdate: (event: AudioEvent) =>
      spot.source ? spot.onTime(event.currentTarget.currentTime) : store().setTime(event.currentTarget.currentTime),
    onLoadedMetadata: (event: AudioEvent) => {
      if (!spot.source) store().setDuration(event.currentTarget.duration);
    },
    onVolumeChange: (event: AudioEvent) => store().setVolume(event.currentTarget.volume),
    onError: (event: AudioEvent) => {
      if (!event.currentTarget.hasAttribute('src')) return;
      console.warn('[kora player] the audio could not be loaded', event.currentTarget.src);
      if (spot.source) spot.onError();
      else store().setPlaying(false);
    },
  };
}
