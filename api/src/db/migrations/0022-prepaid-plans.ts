import type { Kysely } from 'kysely';

/*
 * Plans paid by mobile money (issue 31): mobile money cannot renew by itself, so such a plan is a
 * prepaid month. A subscription now says how its period was paid: `payment_method` 'card' (every
 * subscription so far: renewed by the provider or the renewal job) or 'mobile_money' (prepaid: the
 * renewal job ends it at its period's end instead of charging; paying again extends it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('card'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('payment_method').execute();
}
