import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { systemClock, type Clock } from '../../db/clock';

/** A signed-in listener as their token names them: counted only while that token is still current. */
export interface TokenHolder {
  id: number;
  tokenVersion: number;
}

/**
 * Counts the listens the player reports towards the next spot, in one statement beside the listen
 * itself: one more track, and the time actually spent on the previous one (its length, or less when
 * the next one started sooner: a skipped track is not counted in full).
 */
export class ListeningCounter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  async trackStarted(listener: string, trackId: number, holder: TokenHolder | null = null): Promise<void> {
    const now = this.clock();
    const seconds = Math.floor(now.getTime() / 1000);
    const stillCurrent = holder
      ? sql`AND EXISTS (SELECT 1 FROM users WHERE users.id = ${holder.id} AND users.token_version = ${holder.tokenVersion})`
      : sql``;
    await sql`
      INSERT INTO ad_listeners
        (listener, tracks_since_spot, listened_seconds, track_started_at, track_seconds, spots_served, updated_at)
      SELECT ${listener}, 1, 0, CAST(${seconds} AS bigint), tracks.duration_seconds, 0, ${now.toISOString()}
      FROM tracks WHERE tracks.id = ${trackId} ${stillCurrent}
      ON CONFLICT (listener) DO UPDATE SET
        tracks_since_spot = ad_listeners.tracks_since_spot + 1,
        listened_seconds = ad_listeners.listened_seconds + CASE
          WHEN excluded.track_started_at < ad_listeners.track_started_at THEN 0
          WHEN excluded.track_started_at - ad_listeners.track_started_at < ad_listeners.track_seconds
            THEN excluded.track_started_at - ad_listeners.track_started_at
          ELSE ad_listeners.track_seconds
        END,
        track_started_at = excluded.track_started_at,
        track_seconds = excluded.track_seconds,
        updated_at = excluded.updated_at
    `.execute(this.db);
  }
}
