import type { Kysely } from 'kysely';
import { primaryId } from './columns';

/*
 * Creator tools. Each play of a track is a row of its own (who, if signed in, and when), so an
 * artist's dashboard can chart plays per day; the counters on tracks and releases stay as they are.
 * A release keeps the description and the genre its artist chose in the creation form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listens')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('track_id', 'integer', (c) => c.notNull().references('tracks.id').onDelete('cascade'))
    .addColumn('release_id', 'integer', (c) => c.notNull().references('releases.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('listens_release_day').on('listens').columns(['release_id', 'created_at']).execute();
  await db.schema.createIndex('listens_track').on('listens').column('track_id').execute();

  await db.schema.alterTable('releases').addColumn('description', 'text').execute();
  await db.schema.alterTable('releases').addColumn('creator_genre', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('releases').dropColumn('creator_genre').execute();
  await db.schema.alterTable('releases').dropColumn('description').execute();
  await db.schema.dropIndex('listens_track').ifExists().execute();
  await db.schema.dropIndex('listens_release_day').ifExists().execute();
  await db.schema.dropTable('listens').ifExists().execute();
}
