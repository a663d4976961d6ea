import type { Kysely } from 'kysely';
import { primaryId } from './columns';

/* The whole product's schema. Dates are ISO text, flags 0/1 integers, money integer minor units. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = primaryId(db);
  const schema = db.schema;

  await schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('firstname', 'text')
    .addColumn('lastname', 'text')
    .addColumn('image', 'text')
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('["ROLE_USER"]'))
    .addColumn('preferred_currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('artists')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('real_name', 'text')
    .addColumn('bio', 'text')
    .addColumn('long_bio', 'text')
    .addColumn('image', 'text')
    .addColumn('followers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('video_clips')
    .addColumn('id', 'integer', id)
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('video_file', 'text')
    .addColumn('thumbnail', 'text')
    .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quality', 'text', (c) => c.notNull().defaultTo('1080p'))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('plays_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('release_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('podcasts')
    .addColumn('id', 'integer', id)
    .addColumn('creator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('cover_image', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .execute();

  await schema
    .createTable('episodes')
    .addColumn('id', 'integer', id)
    .addColumn('podcast_id', 'integer', (c) => c.notNull().references('podcasts.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('audio_file', 'text')
    .addColumn('cover_image', 'text')
    .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('host_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .execute();

  await schema
    .createTable('releases')
    .addColumn('id', 'integer', id)
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('artists.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('single'))
    .addColumn('genre', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .addColumn('release_date', 'text', (c) => c.notNull())
    .addColumn('cover', 'text')
    .addColumn('price_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('about_title', 'text')
    .addColumn('about_content1', 'text')
    .addColumn('about_content2', 'text')
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('plays_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_clip_id', 'integer', (c) => c.references('video_clips.id').onDelete('set null'))
    .addColumn('episode_id', 'integer', (c) => c.references('episodes.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('tracks')
    .addColumn('id', 'integer', id)
    .addColumn('release_id', 'integer', (c) => c.notNull().references('releases.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audio_file', 'text')
    .addColumn('price_minor', 'integer', (c) => c.notNull().defaultTo(199))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('plays_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('payment_sessions')
    .addColumn('id', 'integer', id)
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('provider_session_id', 'text')
    .addColumn('checkout_url', 'text')
    .addColumn('success_url', 'text')
    .addColumn('cancel_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();

  await schema
    .createTable('purchases')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('track_id', 'integer', (c) => c.references('tracks.id').onDelete('set null'))
    .addColumn('release_id', 'integer', (c) => c.references('releases.id').onDelete('set null'))
    .addColumn('payment_session_id', 'integer', (c) => c.references('payment_sessions.id').onDelete('set null'))
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('paid'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('downloads')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('track_id', 'integer', (c) => c.notNull().references('tracks.id').onDelete('cascade'))
    .addColumn('purchase_id', 'integer', (c) => c.references('purchases.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('articles')
    .addColumn('id', 'integer', id)
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .execute();

  await schema
    .createTable('comments')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('release_id', 'integer', (c) => c.references('releases.id').onDelete('cascade'))
    .addColumn('article_id', 'integer', (c) => c.references('articles.id').onDelete('cascade'))
    .addColumn('episode_id', 'integer', (c) => c.references('episodes.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('episode_ratings')
    .addColumn('id', 'integer', id)
    .addColumn('episode_id', 'integer', (c) => c.notNull().references('episodes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('events')
    .addColumn('id', 'integer', id)
    .addColumn('organizer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('artist_id', 'integer', (c) => c.references('artists.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('concert'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('venue_name', 'text')
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('country', 'text')
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('ticket_types')
    .addColumn('id', 'integer', id)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('price_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('sold_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await schema
    .createTable('tickets')
    .addColumn('id', 'integer', id)
    .addColumn('ticket_type_id', 'integer', (c) => c.notNull().references('ticket_types.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('valid'))
    .addColumn('price_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('purchased_at', 'text', (c) => c.notNull())
    .addColumn('validated_at', 'text')
    .execute();

  await schema
    .createTable('products')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('category', 'text')
    .addColumn('price_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('product_images')
    .addColumn('id', 'integer', id)
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await schema
    .createTable('orders')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('payment_session_id', 'integer', (c) => c.references('payment_sessions.id').onDelete('set null'))
    .addColumn('payment_intent_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('order_lines')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('restrict'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('subscriptions')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('current_period_start', 'text')
    .addColumn('current_period_end', 'text')
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provider', 'text')
    .addColumn('provider_customer_id', 'text')
    .addColumn('provider_subscription_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('wallet_movements')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await schema
    .createTable('partners')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('url', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await schema
    .createTable('banners')
    .addColumn('id', 'integer', id)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('image', 'text')
    .addColumn('button_text1', 'text')
    .addColumn('button_link1', 'text')
    .addColumn('button_text2', 'text')
    .addColumn('button_link2', 'text')
    .addColumn('video_url', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await schema
    .createTable('oauth_accounts')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('oauth_accounts_provider_user', ['provider', 'provider_user_id'])
    .execute();

  await schema
    .createTable('uploads')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text')
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  const indexes: Array<[string, string, string[]]> = [
    ['releases_artist', 'releases', ['artist_id']],
    ['releases_date', 'releases', ['release_date']],
    ['tracks_release', 'tracks', ['release_id', 'position']],
    ['video_clips_artist', 'video_clips', ['artist_id']],
    ['episodes_podcast', 'episodes', ['podcast_id']],
    ['comments_release', 'comments', ['release_id']],
    ['comments_article', 'comments', ['article_id']],
    ['comments_episode', 'comments', ['episode_id']],
    ['episode_ratings_episode', 'episode_ratings', ['episode_id']],
    ['events_status_start', 'events', ['status', 'starts_at']],
    ['ticket_types_event', 'ticket_types', ['event_id']],
    ['tickets_user', 'tickets', ['user_id']],
    ['product_images_product', 'product_images', ['product_id']],
    ['purchases_user', 'purchases', ['user_id']],
    ['downloads_user', 'downloads', ['user_id', 'track_id']],
    ['wallet_movements_user', 'wallet_movements', ['user_id']],
    ['order_lines_order', 'order_lines', ['order_id']],
  ];
  for (const [name, table, columns] of indexes) {
    await schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'uploads',
    'oauth_accounts',
    'banners',
    'partners',
    'wallet_movements',
    'subscriptions',
    'order_lines',
    'orders',
    'product_images',
    'products',
    'tickets',
    'ticket_types',
    'events',
    'episode_ratings',
    'comments',
    'articles',
    'downloads',
    'purchases',
    'payment_sessions',
    'tracks',
    'releases',
    'episodes',
    'podcasts',
    'video_clips',
    'artists',
    'users',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
