import type { Kysely } from 'kysely';

/*
 * A paid download has at most one response sending its bytes at a time, whichever API process serves
 * it: that response holds the transfer's lease, renews it while it sends and deletes it when it ends.
 * A lease that was not renewed (its process died) is taken over once it has expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('download_leases')
    .addColumn('transfer_id', 'integer', (c) => c.primaryKey().references('download_transfers.id').onDelete('cascade'))
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('download_leases').ifExists().execute();
}
