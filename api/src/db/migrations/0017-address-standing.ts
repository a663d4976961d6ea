import type { Kysely } from 'kysely';

/*
 * What an address has shown of legitimate use: one row per account that signed in from it, with the
 * last time it did. Many listeners share one carrier-grade NAT address; the accounts seen there raise
 * the address's allowances of failed sign-ins and registrations, for every API process alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('address_sign_ins')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('signed_in_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('address_sign_ins_pk', ['address', 'user_id'])
    .execute();
  await db.schema.createIndex('address_sign_ins_time').on('address_sign_ins').column('signed_in_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('address_sign_ins').ifExists().execute();
}
