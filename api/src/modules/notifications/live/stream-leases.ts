import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/connection';

/** Open live streams a user may hold at once, over every API process (tabs and devices). */
export const STREAMS_PER_USER = 10;
/** A stream whose process missed this many heartbeats is gone (that process stopped). */
const MISSED_HEARTBEATS = 3;

/**
 * The open streams, counted in the database so that the limit holds across processes: each stream
 * holds a row its process refreshes at every heartbeat.
 */
export class StreamLeases {
  /** How long a lease holds without being refreshed. */
  readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    heartbeatMs: number,
  ) {
    this.leaseMs = MISSED_HEARTBEATS * heartbeatMs;
  }

  /**
   * A lease for a new stream, or null when the user already holds the most. The row is written before
   * counting, so of streams opened at once on several processes the last to count sees all the others.
   */
  async take(userId: number): Promise<string | null> {
    const now = new Date();
    const staleBefore = new Date(now.getTime() - this.leaseMs).toISOString();
    await this.db
      .deleteFrom('notification_streams')
      .where('user_id', '=', userId)
      .where('seen_at', '<', staleBefore)
      .execute();
    const id = randomBytes(12).toString('base64url');
    await this.db
      .insertInto('notification_streams')
      .values({ id, user_id: userId, opened_at: now.toISOString(), seen_at: now.toISOString() })
      .execute();
    const open = await this.db
      .selectFrom('notification_streams')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId)
      .where('seen_at', '>=', staleBefore)
      .executeTakeFirstOrThrow();
    if (Number(open.count) <= STREAMS_PER_USER) return id;
    await this.release([id]);
    return null;
  }

  async refresh(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('notification_streams')
      .set({ seen_at: new Date().toISOString() })
      .where('id', 'in', ids)
      .execute();
  }

  async release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('notification_streams').where('id', 'in', ids).execute();
  }
}
