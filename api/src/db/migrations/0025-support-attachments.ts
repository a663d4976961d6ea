import type { Kysely } from 'kysely';

/*
 * A support request's one optional attachment. The file sits in the private folder (beside the masters,
 * never under /uploads): `file` is its path there. `request_id` as the key is what keeps it to one per
 * request, even when two uploads race.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_attachments')
    .addColumn('request_id', 'integer', (c) => c.primaryKey().references('support_requests.id').onDelete('cascade'))
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_attachments').execute();
}
