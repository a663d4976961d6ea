import { AD_DUE_AFTER } from '@kora/shared/contracts';

/** What a listener heard since their last spot (a row of `ad_listeners`). */
export interface ListeningSinceSpot {
  tracks_since_spot: number;
  listened_seconds: number;
  /** Epoch seconds; PostgreSQL answers a bigint as text. */
  track_started_at: number | string;
  track_seconds: number;
  spots_served: number;
}

/** Seconds listened since the last spot: the tracks before, and the current one so far (at most its length). */
export function listenedSeconds(state: ListeningSinceSpot, nowSeconds: number): number {
  const current = Math.max(0, Math.min(state.track_seconds, nowSeconds - Number(state.track_started_at)));
  return state.listened_seconds + current;
}

/** Due after AD_DUE_AFTER.tracks tracks or AD_DUE_AFTER.seconds of listening, whichever comes first. */
export function spotDue(state: ListeningSinceSpot | undefined, nowSeconds: number): boolean {
  if (!state) return false;
  return state.tracks_since_spot >= AD_DUE_AFTER.tracks || listenedSeconds(state, nowSeconds) >= AD_DUE_AFTER.seconds;
}

/** One of the candidates, each as likely as its weight; undefined when there are none. */
export function pickByWeight<T extends { weight: number }>(
  candidates: readonly T[],
  random = Math.random,
): T | undefined {
  const total = candidates.reduce((sum, candidate) => sum + Math.max(0, candidate.weight), 0);
  let left = random() * total;
  for (const candidate of candidates) {
    left -= Math.max(0, candidate.weight);
    if (left < 0) return candidate;
  }
  return candidates.at(-1);
}
