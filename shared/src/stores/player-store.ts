import { create } from 'zustand';
import type { PlayerTrack } from '../bus/events';
import { bus } from '../bus/event-bus';
import { isId, isRecord, sameId } from './storage';

export type { PlayerTrack } from '../bus/events';

/** The address to play: audioUrl, else audioFileUrl (both shapes come from the API). */
export function trackSource(track: PlayerTrack | null | undefined): string | null {
  return track?.audioUrl || track?.audioFileUrl || null;
}

interface PlayerData {
  track: PlayerTrack | null;
  playlist: PlayerTrack[];
  /** Position of `track` in `playlist`; -1 when nothing is loaded. */
  index: number;
  playing: boolean;
  currentTime: number;
  duration: number;
  /** 0 to 1. */
  volume: number;
  /** The latest track the home page retrieved (GET /releases/latest-audio), offered before anything plays. */
  lastRetrieved: PlayerTrack | null;
}

export interface PlayerState extends PlayerData {
  /** Plays a track: jumps to it when it is in the playlist, otherwise it becomes a one-track playlist. */
  playTrack(track: PlayerTrack): void;
  /** Loads all the release's tracks as the playlist and plays the first. */
  playRelease(tracks: readonly PlayerTrack[] | null | undefined): void;
  /** Appends a track (once); when nothing is loaded it becomes the current track, paused. */
  addToPlaylist(track: PlayerTrack): void;
  next(): void;
  previous(): void;
  /** The audio element reached the end: next playlist item if any, else stop. */
  trackEnded(): void;
  setPlaying(playing: boolean): void;
  setTime(seconds: number): void;
  setDuration(seconds: number): void;
  setVolume(volume: number): void;
  setLastRetrieved(track: PlayerTrack | null): void;
  /** Pauses, clears the source and restores defaults. */
  reset(): void;
}

const DEFAULTS: PlayerData = {
  track: null,
  playlist: [],
  index: -1,
  playing: false,
  currentTime: 0,
  duration: 0,
  volume: 1,
  lastRetrieved: null,
};

function isPlayerTrack(value: unknown): value is PlayerTrack {
  return isRecord(value) && isId(value.id);
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export const usePlayerStore = create<PlayerState>()((set, get) => {
  /** Applies a change and emits the player events that the change implies. */
  const update = (patch: Partial<PlayerData>): void => {
    const before = get();
    set(patch);
    const after = get();
    if (after.track !== before.track) bus.emit('player:track-changed', { track: after.track });
    if (after.playing && after.track && (!before.playing || after.track !== before.track)) {
      bus.emit('player:play', { track: after.track });
    } else if (!after.playing && before.playing) {
      bus.emit('player:pause', {});
    }
  };

  const goTo = (index: number, playing: boolean): void => {
    const { playlist } = get();
    update({ index, track: playlist[index], playing, currentTime: 0, duration: 0 });
  };

  return {
    ...DEFAULTS,

    playTrack(track) {
      if (!isPlayerTrack(track)) {
        console.warn('[kora player] cannot play an invalid track', track);
        return;
      }
      const { playlist, index: currentIndex, track: current } = get();
      const index = playlist.findIndex((item) => sameId(item.id, track.id));
      if (index >= 0 && index === currentIndex && current) {
        // Same track again: resume where it was rather than restart.
        update({ playing: true });
        return;
      }
      if (index >= 0) {
        const updated = playlist.map((item, i) => (i === index ? track : item));
        set({ playlist: updated });
        goTo(index, true);
        return;
      }
      set({ playlist: [track] });
      goTo(0, true);
    },

    playRelease(tracks) {
      const playable = Array.isArray(tracks) ? tracks.filter(isPlayerTrack) : [];
      if (playable.length === 0) {
        console.warn('[kora player] release has no playable tracks', tracks);
        return;
      }
      set({ playlist: [...playable] });
      goTo(0, true);
    },

    addToPlaylist(track) {
      if (!isPlayerTrack(track)) {
        console.warn('[kora player] cannot add an invalid track', track);
        return;
      }
      const { playlist, track: current } = get();
      if (playlist.some((item) => sameId(item.id, track.id))) return;
      set({ playlist: [...playlist, track] });
      if (!current) goTo(get().playlist.length - 1, false);
    },

    next() {
      const { index, playlist, playing } = get();
      if (index < 0 || index >= playlist.length - 1) return;
      goTo(index + 1, playing);
    },

    previous() {
      const { index, playing } = get();
      if (index <= 0) return;
      goTo(index - 1, playing);
    },

    trackEnded() {
      const { index, playlist } = get();
      if (index >= 0 && index < playlist.length - 1) goTo(index + 1, true);
      else update({ playing: false });
    },

    setPlaying(playing) {
      if (playing && !get().track) return;
      update({ playing });
    },

    setTime(seconds) {
      set({ currentTime: nonNegative(seconds) });
    },

    setDuration(seconds) {
      set({ duration: nonNegative(seconds) });
    },

    setVolume(volume) {
      if (Number.isNaN(volume)) return;
      set({ volume: clamp01(volume) });
    },

    setLastRetrieved(track) {
      set({ lastRetrieved: track && isPlayerTrack(track) ? track : null });
    },

    reset() {
      update({ ...DEFAULTS });
    },
  };
});
