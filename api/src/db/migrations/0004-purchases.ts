import type { Kysely } from 'kysely';

/*
 * Purchases and downloads: a payment session grants one purchase at most (a confirmation delivered
 * twice adds nothing), and one purchase pays for one download of each track it covers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('purchases_payment_session')
    .unique()
    .on('purchases')
    .column('payment_session_id')
    .execute();
  await db.schema.createIndex('purchases_release').on('purchases').column('release_id').execute();
  await db.schema.createIndex('purchases_track').on('purchases').column('track_id').execute();
  await db.schema
    .createIndex('downloads_purchase_track')
    .unique()
    .on('downloads')
    .columns(['purchase_id', 'track_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('downloads_purchase_track').ifExists().execute();
  await db.schema.dropIndex('purchases_track').ifExists().execute();
  await db.schema.dropIndex('purchases_release').ifExists().execute();
  await db.schema.dropIndex('purchases_payment_session').ifExists().execute();
}
