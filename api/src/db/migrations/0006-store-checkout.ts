import { sql, type Kysely } from 'kysely';
import { primaryId } from './columns';

/*
 * Store checkout. Products name their artist (genre and artist filters), may be featured, and count
 * what they sold. Orders keep what was charged (subtotal, discounts, promo code) and when their
 * reserved stock returns to the store if unpaid; one order per payment session. Promo codes are
 * unique whatever their case; a user redeems a code once, and a code is never used beyond its limit
 * (the database refuses it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = primaryId(db);
  await db.schema
    .alterTable('products')
    .addColumn('artist_id', 'integer', (c) => c.references('artists.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('sold_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('products_artist').on('products').column('artist_id').execute();

  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('percent_off', 'integer')
    .addColumn('amount_off_minor', 'integer')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('promo_codes_one_kind', sql`(percent_off is null) <> (amount_off_minor is null)`)
    .addCheckConstraint('promo_codes_within_limit', sql`max_uses is null or used_count <= max_uses`)
    .execute();
  await db.schema
    .createIndex('promo_codes_code')
    .unique()
    .on('promo_codes')
    .expression(sql`lower(code)`)
    .execute();

  for (const [column, type] of [
    ['subtotal_minor', 'integer'],
    ['discounts', 'text'],
    ['promo_code_id', 'integer'],
    ['expires_at', 'text'],
    ['paid_at', 'text'],
    ['note', 'text'],
  ] as const) {
    await db.schema
      .alterTable('orders')
      .addColumn(column, type, (c) => (column === 'promo_code_id' ? c.references('promo_codes.id') : c))
      .execute();
  }
  await db.schema.createIndex('orders_payment_session').unique().on('orders').column('payment_session_id').execute();
  await db.schema.createIndex('orders_payment_intent').on('orders').column('payment_intent_id').execute();
  await db.schema.createIndex('orders_status_expiry').on('orders').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('orders_user').on('orders').column('user_id').execute();

  await db.schema
    .createTable('promo_redemptions')
    .addColumn('id', 'integer', id)
    .addColumn('promo_code_id', 'integer', (c) => c.notNull().references('promo_codes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('promo_redemptions_once_per_user', ['promo_code_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promo_redemptions').ifExists().execute();
  for (const index of ['orders_user', 'orders_status_expiry', 'orders_payment_intent', 'orders_payment_session']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of ['note', 'paid_at', 'expires_at', 'promo_code_id', 'discounts', 'subtotal_minor']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.dropIndex('promo_codes_code').ifExists().execute();
  await db.schema.dropTable('promo_codes').ifExists().execute();
  await db.schema.dropIndex('products_artist').ifExists().execute();
  for (const column of ['sold_count', 'featured', 'artist_id']) {
    await db.schema.alterTable('products').dropColumn(column).execute();
  }
}
