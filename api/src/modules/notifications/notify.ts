import type { NotificationKind } from '@kora/shared/contracts';
import { sql, type Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database } from '../../db/tables';
import { signalChange } from './live/change-signal';
import type { Notice, NotificationParams } from './notification-params';

/** The newest notifications kept per user; older ones go as new ones come. */
export const KEPT_PER_USER = 200;
/** Read notifications go after this long, whatever their number. */
export const READ_KEPT_DAYS = 90;

const BATCH = 200;
const DAY_MS = 24 * 60 * 60_000;

type Writer = Kysely<Database>;

/** Deletes what is beyond the kept number, and what was read long ago, of these users. */
async function prune(trx: Writer, userIds: number[]): Promise<void> {
  const readBefore = new Date(Date.now() - READ_KEPT_DAYS * DAY_MS).toISOString();
  const ranked = trx
    .selectFrom('notifications')
    .select(['id', sql<number>`row_number() over (partition by user_id order by id desc)`.as('position')])
    .where('user_id', 'in', userIds)
    .as('ranked');
  await trx
    .deleteFrom('notifications')
    .where('user_id', 'in', userIds)
    .where((eb) =>
      eb.or([
        eb.and([eb('read_at', 'is not', null), eb('created_at', '<', readBefore)]),
        eb('id', 'in', eb.selectFrom(ranked).select('ranked.id').where('ranked.position', '>', KEPT_PER_USER)),
      ]),
    )
    .execute();
}

async function write(trx: Writer, notices: readonly Notice[]): Promise<number> {
  const createdAt = nowIso();
  const reached: number[] = [];
  for (let start = 0; start < notices.length; start += BATCH) {
    const rows = await trx
      .insertInto('notifications')
      .values(
        notices.slice(start, start + BATCH).map((notice) => ({
          user_id: notice.userId,
          kind: notice.kind,
          params: JSON.stringify(notice.params),
          link: notice.link,
          cause_key: notice.once ?? null,
          created_at: createdAt,
          read_at: null,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'cause_key']).doNothing())
      .returning('user_id')
      .execute();
    reached.push(...rows.map((row) => row.user_id));
  }
  if (reached.length === 0) return 0;
  const users = [...new Set(reached)];
  await prune(trx, users);
  await signalChange(trx, users);
  return reached.length;
}

/**
 * Writes notifications, in the caller's transaction when it is one (a rolled-back purchase notifies
 * nobody), else in a transaction of their own. A notice whose `once` key this user already had is
 * skipped. Live streams hear of them once committed. Answers how many were written.
 */
export function notifyAll(db: Writer, notices: readonly Notice[]): Promise<number> {
  if (notices.length === 0) return Promise.resolve(0);
  return db.isTransaction ? write(db, notices) : db.transaction().execute((trx) => write(trx, notices));
}

/** Tells one user what happened to them: `notify(trx, buyerId, 'purchase-confirmed', { title }, href(…))`. */
export async function notify<K extends NotificationKind>(
  db: Writer,
  userId: number,
  kind: K,
  params: NotificationParams[K],
  link: string,
  options: { once?: string } = {},
): Promise<boolean> {
  const notice = { userId, kind, params, link, once: options.once } as Notice;
  return (await notifyAll(db, [notice])) === 1;
}
