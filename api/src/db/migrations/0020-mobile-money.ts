import type { Kysely } from 'kysely';

/*
 * Mobile money beside the card (issue 31).
 *
 * A payment session now says how it is paid: `method` 'card' (every session so far) or 'mobile_money'.
 * A mobile-money session is charged in FCFA (amount_minor in XOF) and keeps the price it converts
 * (`listed_amount_minor` / `listed_currency`, e.g. 199 EUR for 1 306 XOF), and, once the provider has
 * said so, the operator, the payer's number masked ('+225 07 •• •• •• 01') and the FCFA amount the
 * provider reports: what receipts and the history show. No number is ever kept in full.
 *
 * The API's own mobile-money simulator (used without CinetPay keys) keeps its payments in
 * `mobile_money_simulator_transactions`; every change of one is a compare-and-set on its status
 * (`UPDATE … WHERE transaction_id = ? AND status IN (…)`), so of two API processes pressing the same
 * button only one moves it and sends its notification.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_sessions')
    .addColumn('method', 'text', (c) => c.notNull().defaultTo('card'))
    .execute();
  for (const [name, type] of [
    ['listed_amount_minor', 'integer'],
    ['listed_currency', 'text'],
    ['mobile_operator', 'text'],
    ['mobile_phone_masked', 'text'],
    ['mobile_amount_xof', 'integer'],
  ] as const) {
    await db.schema.alterTable('payment_sessions').addColumn(name, type).execute();
  }
  // The sweeper's question: the open sessions of one method.
  await db.schema
    .createIndex('payment_sessions_method_status')
    .on('payment_sessions')
    .columns(['method', 'status'])
    .execute();

  await db.schema
    .createTable('mobile_money_simulator_transactions')
    .addColumn('transaction_id', 'text', (c) => c.primaryKey())
    .addColumn('payment_session_id', 'text', (c) => c.notNull())
    .addColumn('amount_xof', 'integer', (c) => c.notNull())
    .addColumn('price_minor', 'integer')
    .addColumn('price_currency', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('notify_url', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('operator', 'text')
    .addColumn('phone', 'text')
    .addColumn('refusal', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mobile_money_simulator_transactions_session')
    .on('mobile_money_simulator_transactions')
    .column('payment_session_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mobile_money_simulator_transactions').ifExists().execute();
  await db.schema.dropIndex('payment_sessions_method_status').ifExists().execute();
  for (const name of [
    'mobile_amount_xof',
    'mobile_phone_masked',
    'mobile_operator',
    'listed_currency',
    'listed_amount_minor',
    'method',
  ]) {
    await db.schema.alterTable('payment_sessions').dropColumn(name).execute();
  }
}
