import { sql, type Kysely } from 'kysely';

/*
 * Wallets and tickets. A wallet holds one balance per user and currency; the balance can never go
 * below zero (the database refuses it), so two purchases racing for the last euros cannot both pass.
 * Wallet movements name what caused them; a payment session credits a wallet once. Ticket types may be
 * VIP; a ticket may be transferred (its old code then stops working).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallets')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('balance_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('wallets_pk', ['user_id', 'currency'])
    .addCheckConstraint('wallets_never_negative', sql`balance_minor >= 0`)
    .execute();
  await db.schema
    .createIndex('wallet_movements_reason_reference')
    .unique()
    .on('wallet_movements')
    .columns(['reason', 'reference'])
    .execute();
  await db.schema
    .alterTable('ticket_types')
    .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('tickets').addColumn('transferred_at', 'text').execute();
  await db.schema.createIndex('tickets_event').on('tickets').column('event_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tickets_event').ifExists().execute();
  await db.schema.alterTable('tickets').dropColumn('transferred_at').execute();
  await db.schema.alterTable('ticket_types').dropColumn('vip').execute();
  await db.schema.dropIndex('wallet_movements_reason_reference').ifExists().execute();
  await db.schema.dropTable('wallets').ifExists().execute();
}
