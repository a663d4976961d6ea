import type { Kysely } from 'kysely';

/*
 * Listens made offline arrive later, sent by the device under an id it made for each: `client_id`. Its
 * unique index is what counts each of them once, even when two API processes receive the same batch
 * at the same moment. Listens played online have none: NULLs never collide, on SQLite as on PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listens').addColumn('client_id', 'text').execute();
  await db.schema.createIndex('listens_client_id').unique().on('listens').column('client_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('listens_client_id').ifExists().execute();
  await db.schema.alterTable('listens').dropColumn('client_id').execute();
}
