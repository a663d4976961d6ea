import type { Kysely } from 'kysely';
import { primaryId } from './columns';

/*
 * Paid masters stay private. A track's audio_file is its public listening copy (MP3 under /uploads);
 * audio_masters says where, outside /uploads, the master behind that copy lies. A download is a
 * transfer that holds one download right for 24 hours while its bytes go out, over one or several
 * ranged requests (download_pieces); it spends the right once every byte was delivered. Each upload
 * attempt is a row, for the per-user upload rate and the bytes it holds against the quota while it runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audio_masters')
    .addColumn('stream_path', 'text', (c) => c.primaryKey())
    .addColumn('master_path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('download_transfers')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('track_id', 'integer', (c) => c.notNull().references('tracks.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('uses_purchase', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('download_transfers_user_track')
    .on('download_transfers')
    .columns(['user_id', 'track_id'])
    .execute();

  await db.schema
    .createTable('download_pieces')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('transfer_id', 'integer', (c) => c.notNull().references('download_transfers.id').onDelete('cascade'))
    .addColumn('start_byte', 'integer', (c) => c.notNull())
    .addColumn('end_byte', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('download_pieces_transfer').on('download_pieces').column('transfer_id').execute();

  await db.schema
    .createTable('upload_attempts')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reserved_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .execute();
  await db.schema
    .createIndex('upload_attempts_user')
    .on('upload_attempts')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_attempts').ifExists().execute();
  await db.schema.dropTable('download_pieces').ifExists().execute();
  await db.schema.dropTable('download_transfers').ifExists().execute();
  await db.schema.dropTable('audio_masters').ifExists().execute();
}
