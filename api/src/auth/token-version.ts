import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** The user's current token version; undefined when there is no such user. */
export async function tokenVersionOf(db: Db, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('token_version').where('id', '=', userId).executeTakeFirst();
  return row ? Number(row.token_version) : undefined;
}

/** The `set` value that ends every token issued so far (a password change or reset). */
export const nextTokenVersion = sql<number>`token_version + 1`;
