import type { Db } from '../../../db/connection';
import type { ChangeFeed, Changed } from './change-feed';

/** How often the table is looked at for the open streams' users. */
export const SQLITE_POLL_MS = 1_500;

interface Snapshot {
  newest: number;
  unread: number;
}

/**
 * SQLite has no notifications between processes: every SQLITE_POLL_MS one query reads, for all the
 * users with an open stream on this process, their newest notification and unread count; a user whose
 * figures moved (or who was not watched at the last look) has changed.
 */
export class SqliteChangeFeed implements ChangeFeed {
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private known = new Map<number, Snapshot>();

  constructor(private readonly db: Db) {}

  async start(watched: () => number[], changed: Changed): Promise<void> {
    this.timer = setInterval(() => {
      if (this.polling) return;
      this.polling = true;
      this.poll(watched(), changed)
        .catch(() => undefined)
        .finally(() => {
          this.polling = false;
        });
    }, SQLITE_POLL_MS);
    this.timer.unref();
  }

  private async poll(userIds: number[], changed: Changed): Promise<void> {
    if (userIds.length === 0) {
      this.known.clear();
      return;
    }
    const rows = await this.db
      .selectFrom('notifications')
      .select((eb) => [
        'user_id',
        eb.fn.max('id').as('newest'),
        eb.fn.sum<number>(eb.case().when('read_at', 'is', null).then(1).else(0).end()).as('unread'),
      ])
      .where('user_id', 'in', userIds)
      .groupBy('user_id')
      .execute();
    const now = new Map<number, Snapshot>(userIds.map((id) => [id, { newest: 0, unread: 0 }]));
    for (const row of rows) now.set(row.user_id, { newest: Number(row.newest), unread: Number(row.unread) });
    const moved = userIds.filter((id) => {
      const before = this.known.get(id);
      const after = now.get(id) as Snapshot;
      return before === undefined || before.newest !== after.newest || before.unread !== after.unread;
    });
    this.known = now;
    if (moved.length > 0) changed(moved);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
