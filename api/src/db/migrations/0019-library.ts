import { sql, type Kysely } from 'kysely';
import { primaryId } from './columns';

/*
 * The listener's library. A playlist belongs to its user; `version` goes up with every change of it or
 * of its items (the snapshot id clients send back with a reorder or a removal), `item_count` is kept
 * with the items in the same transaction. Items are tracks or episodes at positions 0…n-1; their title
 * is kept beside the id so that an item whose track was deleted still shows what it was.
 *
 * Favourites are one list per user of (kind, id) — releases, tracks, artists (a follow), podcasts,
 * episodes (a podcast among them notifies its new episodes) — so the podcasts of podcast_favourites move
 * there. An artist's `followers` and a release's `likes` are now counted from favourites: they start at
 * zero, as no follow or like existed before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('playlists')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('playlists_user').on('playlists').columns(['user_id', 'updated_at']).execute();

  await db.schema
    .createTable('playlist_items')
    .addColumn('playlist_id', 'integer', (c) => c.notNull().references('playlists.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('playlist_items_pk', ['playlist_id', 'position'])
    .execute();

  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'kind', 'item_id'])
    .execute();
  await db.schema.createIndex('favourites_item').on('favourites').columns(['kind', 'item_id']).execute();
  await db.schema.createIndex('favourites_newest').on('favourites').columns(['user_id', 'created_at']).execute();

  await sql`
    INSERT INTO favourites (user_id, kind, item_id, title, created_at)
    SELECT f.user_id, 'podcasts', f.podcast_id, p.title, f.created_at
    FROM podcast_favourites f JOIN podcasts p ON p.id = f.podcast_id
  `.execute(db);
  await db.schema.dropTable('podcast_favourites').execute();

  await sql`UPDATE artists SET followers = 0 WHERE followers <> 0`.execute(db);
  await sql`UPDATE releases SET likes = 0 WHERE likes <> 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('podcast_favourites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('podcast_id', 'integer', (c) => c.notNull().references('podcasts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('podcast_favourites_pk', ['user_id', 'podcast_id'])
    .execute();
  await db.schema.createIndex('podcast_favourites_podcast').on('podcast_favourites').column('podcast_id').execute();
  await sql`
    INSERT INTO podcast_favourites (user_id, podcast_id, created_at)
    SELECT f.user_id, f.item_id, f.created_at
    FROM favourites f JOIN podcasts p ON p.id = f.item_id
    WHERE f.kind = 'podcasts'
  `.execute(db);
  await db.schema.dropTable('favourites').execute();
  await db.schema.dropTable('playlist_items').execute();
  await db.schema.dropTable('playlists').execute();
}
