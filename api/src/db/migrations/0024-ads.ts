import type { Kysely } from 'kysely';
import { primaryId } from './columns';

/*
 * Audio spots for the plans with ads. A campaign runs from `starts_on` to `ends_on` (UTC days, both
 * included) in its `languages` (comma-separated, e.g. "fr,en").
 *
 * `ad_listeners` counts, per listener ("user:12", or "device:" and a hash of a visitor's device id),
 * what happened since their last spot: the tracks started, the seconds listened to the tracks before
 * the current one, and the current track's start (epoch seconds) and length, so that the listening time
 * is known at any moment without counting a skipped track in full. `spots_served` only ever goes up: a
 * serving claims the due spot with it, so two API processes cannot serve the same one twice.
 *
 * `ad_servings` is one spot served: its id goes back with the impression and the click, each counted once;
 * `day` (the UTC day served) carries the daily cap and the figures per day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ad_campaigns')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('audio', 'text', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('daily_cap', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ad_campaigns_running').on('ad_campaigns').columns(['ends_on', 'starts_on']).execute();

  await db.schema
    .createTable('ad_listeners')
    .addColumn('listener', 'text', (c) => c.primaryKey())
    .addColumn('tracks_since_spot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('listened_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('track_started_at', 'bigint', (c) => c.notNull())
    .addColumn('track_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('spots_served', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ad_servings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('ad_campaigns.id').onDelete('cascade'))
    .addColumn('listener', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('served_at', 'text', (c) => c.notNull())
    .addColumn('heard_at', 'text')
    .addColumn('clicked_at', 'text')
    .execute();
  await db.schema
    .createIndex('ad_servings_listener_day')
    .on('ad_servings')
    .columns(['listener', 'day', 'campaign_id'])
    .execute();
  await db.schema.createIndex('ad_servings_campaign_day').on('ad_servings').columns(['campaign_id', 'day']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ad_servings').execute();
  await db.schema.dropTable('ad_listeners').execute();
  await db.schema.dropTable('ad_campaigns').execute();
}
