import { OFFLINE_LISTEN_MAX_AGE_DAYS, type OfflineListen, type OfflineListensResult } from '@kora/shared/contracts';
import { ALREADY_RECORDED, type ReleasesRepository } from '../catalogue/releases-repository';

/** Batches one address may send in a minute: a device back online after weeks sends a few of 500. */
export const OFFLINE_LISTEN_BATCHES_PER_MINUTE = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A device's clock may run a little ahead of the server's. */
const CLOCK_DRIFT_MS = 5 * 60 * 1000;

/** Played within the last OFFLINE_LISTEN_MAX_AGE_DAYS days, and not later than a clock's drift ahead. */
function countable(playedAt: number, now: Date): boolean {
  return (
    Number.isFinite(playedAt) &&
    playedAt >= now.getTime() - OFFLINE_LISTEN_MAX_AGE_DAYS * DAY_MS &&
    playedAt <= now.getTime() + CLOCK_DRIFT_MS
  );
}

/**
 * Counts the listens a device made offline as live ones (the track's and the release's plays, and a
 * listen of the caller at the time it was played), each id once whoever sends it and however often.
 */
export async function countOfflineListens(
  releases: ReleasesRepository,
  listenerId: number,
  listens: readonly OfflineListen[],
  now = new Date(),
): Promise<OfflineListensResult> {
  const result: OfflineListensResult = { recorded: 0, alreadyRecorded: 0, refused: 0 };
  for (const listen of listens) {
    const playedAt = Date.parse(listen.playedAt);
    if (!countable(playedAt, now)) {
      result.refused += 1;
      continue;
    }
    const outcome = await releases.recordListen(listen.trackId, listenerId, {
      playedAt: new Date(playedAt).toISOString(),
      clientId: listen.id,
    });
    if (outcome === ALREADY_RECORDED) result.alreadyRecorded += 1;
    else if (outcome) result.recorded += 1;
    else result.refused += 1;
  }
  return result;
}
