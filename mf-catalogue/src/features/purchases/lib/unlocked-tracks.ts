/**
 * What this device knows of each track bought here, kept under `unlockedTracks` (track id → 'unlocked'
 * after a successful payment return, 'downloaded' once its file was saved). The server decides; this only
 * remembers its last answer between pages. Also the 30-second "recently paid" marker.
 */
export type UnlockedState = 'unlocked' | 'downloaded';

export const UNLOCKED_TRACKS_KEY = 'unlockedTracks';
export const RECENTLY_PAID_MS = 30_000;

type UnlockedTracks = Record<string, UnlockedState>;

function read(): UnlockedTracks {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(UNLOCKED_TRACKS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, UnlockedState] => entry[1] === 'unlocked' || entry[1] === 'downloaded',
      ),
    );
  } catch {
    return {};
  }
}

function write(tracks: UnlockedTracks): void {
  try {
    localStorage.setItem(UNLOCKED_TRACKS_KEY, JSON.stringify(tracks));
  } catch {
    // Storage blocked or full: the server still knows.
  }
}

export function unlockedStateOf(trackId: number): UnlockedState | null {
  return read()[String(trackId)] ?? null;
}

export function rememberTrack(trackId: number, state: UnlockedState | null): void {
  const tracks = read();
  if (state) tracks[String(trackId)] = state;
  else delete tracks[String(trackId)];
  write(tracks);
}

const paidAt = new Map<number, number>();

export function markRecentlyPaid(trackId: number, now = Date.now()): void {
  paidAt.set(trackId, now);
}

/** True for 30 s after the payment return of this track. */
export function isRecentlyPaid(trackId: number, now = Date.now()): boolean {
  const at = paidAt.get(trackId);
  return at !== undefined && now - at < RECENTLY_PAID_MS;
}
