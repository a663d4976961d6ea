import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/migrations/columns';
import type { Database } from '../../../db/tables';

/**
 * The PostgreSQL channel that carries "this user's notifications changed" to every API process on the
 * database, one per schema (test suites share a database, each in a schema of its own). Written in SQL so
 * that a transaction, which has no record of the schema it runs in, names the same channel as the
 * listener.
 */
export const CHANNEL = sql<string>`'kora_notifications_' || left(md5(current_schema()), 12)`;

/**
 * Tells the processes that these users' notifications changed (created, read or deleted). On PostgreSQL
 * a NOTIFY, sent when the transaction commits, never if it rolls back; SQLite has nothing to send: each
 * process looks at the table on its own (see live/sqlite-feed.ts).
 */
export async function signalChange(db: Kysely<Database>, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0 || !isPostgres(db as Kysely<unknown>)) return;
  const ids = [...new Set(userIds)];
  await sql`select pg_notify(${CHANNEL}, user_id::text) from unnest(${ids}::integer[]) as changed(user_id)`.execute(db);
}
