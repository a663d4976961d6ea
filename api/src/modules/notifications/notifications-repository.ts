import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import type { NotificationRow } from '../../db/tables';

/** A user's notifications: every call is scoped to the user, so another user's id finds nothing. */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /** Newest first; `before` an id, for the next page. */
  list(userId: number, limit: number, before?: number): Promise<NotificationRow[]> {
    let query = this.db.selectFrom('notifications').selectAll().where('user_id', '=', userId);
    if (before !== undefined) query = query.where('id', '<', before);
    return query.orderBy('id', 'desc').limit(limit).execute();
  }

  /** Those after `afterId`, oldest first: what a live stream has not sent yet. */
  after(userId: number, afterId: number, limit: number): Promise<NotificationRow[]> {
    return this.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async newestId(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.max('id').as('newest'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.newest ?? 0);
  }

  async unread(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** False when the user has no such notification. Reading it again keeps the first time. */
  async markRead(userId: number, id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('notifications')
      .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(nowIso())) }))
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async markAllRead(userId: number): Promise<void> {
    await this.db
      .updateTable('notifications')
      .set({ read_at: nowIso() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
  }

  /** False when the user has no such notification. */
  async remove(userId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('notifications')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
