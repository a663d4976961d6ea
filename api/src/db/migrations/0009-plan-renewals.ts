import type { Kysely } from 'kysely';

/*
 * Plan renewals. A downgrade waits for the period's end in `scheduled_plan`. The renewal job claims a
 * due subscription by setting `renewal_claimed_until` with a conditional update, so that of several API
 * processes only one renews or ends it; a claim left by a process that stopped lapses at that time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('scheduled_plan', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('renewal_claimed_until', 'text').execute();
  await db.schema
    .createIndex('subscriptions_period_end')
    .on('subscriptions')
    .columns(['status', 'current_period_end'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subscriptions_period_end').execute();
  await db.schema.alterTable('subscriptions').dropColumn('renewal_claimed_until').execute();
  await db.schema.alterTable('subscriptions').dropColumn('scheduled_plan').execute();
}
