import type { Kysely } from 'kysely';
import { primaryId } from './columns';

/*
 * Notifications: what happened to a user, kept as its kind and the details its texts need (JSON), with
 * the page it opens. `cause_key` names what caused it when that may be reported more than once (a
 * payment confirmed twice, a renewal job run by several processes): one notification per user and key.
 * Each open live stream holds a row in notification_streams, refreshed while it lives, so that the
 * number of streams a user opens is counted across every API process.
 * Favourites stay on the device; podcast_favourites only knows the podcasts a signed-in user asked to
 * hear about when a new episode is out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('cause_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('notifications_cause')
    .on('notifications')
    .columns(['user_id', 'cause_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('notification_streams')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notification_streams_user')
    .on('notification_streams')
    .columns(['user_id', 'seen_at'])
    .execute();

  await db.schema
    .createTable('podcast_favourites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('podcast_id', 'integer', (c) => c.notNull().references('podcasts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('podcast_favourites_pk', ['user_id', 'podcast_id'])
    .execute();
  await db.schema.createIndex('podcast_favourites_podcast').on('podcast_favourites').column('podcast_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('podcast_favourites').ifExists().execute();
  await db.schema.dropTable('notification_streams').ifExists().execute();
  await db.schema.dropTable('notifications').ifExists().execute();
}
