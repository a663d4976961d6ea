import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';

/**
 * Makes the transaction the only one changing this user's library until it ends, so a count and the
 * insert it allows cannot interleave with another request's (any API process). It must be the
 * transaction's first statement, and it is a write: PostgreSQL then holds the user's row lock until
 * commit, and SQLite grants the transaction its write lock at once (one waits its turn through
 * busy_timeout), where a transaction that read first could not write after another process did.
 * The write changes nothing.
 */
export async function lockUserLibrary(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', userId)
    .execute();
}
