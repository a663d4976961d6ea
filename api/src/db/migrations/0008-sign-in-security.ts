import type { Kysely } from 'kysely';
import { primaryId } from './columns';

/*
 * Sign-in security. Every sign-in attempt is written down before its password is checked, so API
 * processes sharing this database share one count; a row per address serializes the attempts of that
 * address. A user's token version goes up when the password changes, which ends earlier sessions.
 * Route rate limits count in the database too, one row per route and caller.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_attempts_address')
    .on('sign_in_attempts')
    .columns(['address', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_attempts_account')
    .on('sign_in_attempts')
    .columns(['account_key', 'address'])
    .execute();

  await db.schema
    .createTable('sign_in_addresses')
    .addColumn('address', 'text', (c) => c.primaryKey())
    .addColumn('last_attempt_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_window').on('rate_limit_hits').column('window_ends_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').ifExists().execute();
  await db.schema.dropTable('sign_in_addresses').ifExists().execute();
  await db.schema.dropTable('sign_in_attempts').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('token_version').execute();
}
