import type { Kysely } from 'kysely';
import { primaryId } from './columns';

/*
 * Password reset links (only a hash of each token is kept; one hour, single use) and subscription
 * invoices (one per confirmed payment; a provider invoice or payment session is invoiced once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = primaryId(db);

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_reset_tokens_user').on('password_reset_tokens').column('user_id').execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payment_session_id', 'integer', (c) =>
      c.unique().references('payment_sessions.id').onDelete('set null'),
    )
    .addColumn('provider_invoice_id', 'text', (c) => c.unique())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text')
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_user').on('invoices').column('user_id').execute();

  await db.schema.createIndex('payment_sessions_user').on('payment_sessions').column('user_id').execute();
  await db.schema
    .createIndex('payment_sessions_provider_session')
    .on('payment_sessions')
    .column('provider_session_id')
    .execute();
  await db.schema
    .createIndex('subscriptions_provider_subscription')
    .on('subscriptions')
    .column('provider_subscription_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subscriptions_provider_subscription').ifExists().execute();
  await db.schema.dropIndex('payment_sessions_provider_session').ifExists().execute();
  await db.schema.dropIndex('payment_sessions_user').ifExists().execute();
  await db.schema.dropTable('invoices').ifExists().execute();
  await db.schema.dropTable('password_reset_tokens').ifExists().execute();
}
