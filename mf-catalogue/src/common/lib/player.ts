import { bus, http, isApiError, selectSignedIn, usePlayerStore, useSessionStore, type PlayerTrack } from '@kora/shared';
import type { Episode, PlaylistItem, Track } from '@kora/shared/contracts';
import { recordTrackListen } from '@kora/shared/contracts/endpoints';

/*
 * The catalogue drives the shell's one player through the shared player store. Tracks and episodes
 * share the playlist, so their player ids carry their kind: "track:12", "episode:3".
 */

export const trackPlayerId = (id: number) => `track:${id}`;
export const episodePlayerId = (id: number) => `episode:${id}`;

export function trackToPlayer(track: Track): PlayerTrack {
  return {
    id: trackPlayerId(track.id),
    title: track.title,
    artist: track.artist,
    cover: track.cover,
    audioUrl: track.audioUrl ?? track.audioFileUrl,
    releaseId: track.releaseId,
  };
}

export function episodeToPlayer(episode: Episode): PlayerTrack {
  return {
    id: episodePlayerId(episode.id),
    title: episode.title,
    artist: episode.host || episode.podcast.title,
    cover: episode.coverImage,
    audioUrl: episode.audioUrl,
  };
}

/** The catalogue track id behind a player track, or null for an episode or a foreign item. */
export function catalogueTrackId(track: PlayerTrack | null | undefined): number | null {
  const match = /^track:(\d+)$/.exec(String(track?.id ?? ''));
  return match ? Number(match[1]) : null;
}

/** The catalogue episode id behind a player track, or null for a track or a foreign item. */
export function catalogueEpisodeId(track: PlayerTrack | null | undefined): number | null {
  const match = /^episode:(\d+)$/.exec(String(track?.id ?? ''));
  return match ? Number(match[1]) : null;
}

let recording = false;

/** The queue of listens made offline, fetched with the first play: the home page does not carry it. */
const offlineListens = () => import(/* webpackChunkName: "offline-listens" */ '@kora/shared/offline');

/** The device could not reach the API (as when offline), which is not the API refusing the listen. */
const unreachable = (error: unknown) => isApiError(error) && error.status === 0;

function recordListen(trackId: number): void {
  const playedAt = new Date().toISOString();
  http.call(recordTrackListen, { params: { id: trackId } }).catch((error: unknown) => {
    if (!unreachable(error) || !selectSignedIn(useSessionStore.getState())) return;
    offlineListens()
      .then(({ queueOfflineListen }) => queueOfflineListen(trackId, playedAt))
      .catch(() => undefined);
  });
}

/**
 * Records a listen (`recordTrackListen`) each time a catalogue track starts playing: once per
 * start, not on a resume after a pause. The check waits a tick, so a track that is replaced in the
 * same moment (a release loaded, then one of its tracks chosen) is not counted. A listen the device
 * cannot send (offline) is queued and sent when the network returns. Installed once per page; it
 * keeps working while the catalogue's screens come and go.
 */
export function recordListens(): void {
  if (recording) return;
  recording = true;
  offlineListens()
    .then(({ installOfflineListens }) => installOfflineListens())
    .catch(() => undefined);
  let counted: PlayerTrack | null = null;
  bus.on('player:play', ({ track }) => {
    setTimeout(() => {
      const { track: current, playing } = usePlayerStore.getState();
      if (current !== track || !playing || counted === track) return;
      counted = track;
      const id = catalogueTrackId(track);
      if (id !== null) recordListen(id);
    }, 0);
  });
}

/** Loads the release's tracks as the playlist and plays from `start` (the first by default). */
export function playTracks(tracks: readonly Track[], start = 0): void {
  recordListens();
  const playlist = tracks.filter((track) => track.audioUrl || track.audioFileUrl).map(trackToPlayer);
  const player = usePlayerStore.getState();
  player.playRelease(playlist);
  const chosen = tracks[start] ? playlist.find((item) => item.id === trackPlayerId(tracks[start].id)) : undefined;
  if (chosen && chosen !== playlist[0]) player.playTrack(chosen);
}

/** Appends a track to the player's playlist (the current track when nothing is loaded). */
export function addTrack(track: Track): void {
  recordListens();
  usePlayerStore.getState().addToPlaylist(trackToPlayer(track));
}

/** Plays or pauses an item: the current one toggles, another one starts. */
export function togglePlay(item: PlayerTrack): void {
  recordListens();
  const player = usePlayerStore.getState();
  if (player.track && String(player.track.id) === String(item.id)) player.setPlaying(!player.playing);
  else player.playTrack(item);
}

/** True while the player plays this item. */
export function useIsPlaying(playerId: string): boolean {
  return usePlayerStore((state) => state.playing && String(state.track?.id) === playerId);
}

/** True while this item is the player's current one, playing or paused. */
export function useIsCurrent(playerId: string): boolean {
  return usePlayerStore((state) => String(state.track?.id) === playerId);
}

/** A playlist's row as the player's item: a track keeps its release, an episode its kind. */
export function playlistItemToPlayer(item: PlaylistItem): PlayerTrack {
  const release = item.kind === 'track' ? /^\/release\/(\d+)$/.exec(item.link ?? '') : null;
  return {
    id: item.kind === 'track' ? trackPlayerId(item.id) : episodePlayerId(item.id),
    title: item.title,
    artist: item.subtitle ?? undefined,
    cover: item.cover,
    audioUrl: item.audioUrl,
    ...(release ? { releaseId: Number(release[1]) } : {}),
  };
}

/** The rows the player can play: available, with audio. */
export function playableItems<T extends Pick<PlaylistItem, 'available' | 'audioUrl'>>(items: readonly T[]): T[] {
  return items.filter((item) => item.available && Boolean(item.audioUrl));
}

/** A shuffled copy (Fisher–Yates); `random` is Math.random's shape. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * Loads a playlist's playable rows as the player's playlist and plays them in order (from the row at
 * `from`, the first by default) or shuffled; false when none can be played.
 */
export function playPlaylistItems(
  items: readonly PlaylistItem[],
  { shuffle = false, from = 0 }: { shuffle?: boolean; from?: number } = {},
): boolean {
  const playable = playableItems(items);
  if (playable.length === 0) return false;
  recordListens();
  const queue = playable.map(playlistItemToPlayer);
  const player = usePlayerStore.getState();
  player.playRelease(shuffle ? shuffled(queue) : queue);
  const chosen = shuffle ? -1 : playable.indexOf(items[from]);
  if (chosen > 0) player.playTrack(queue[chosen]);
  return true;
}
