import type { Kysely } from 'kysely';

/** Letters that Unicode does not split into a base letter and an accent. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };

/**
 * The name key as the catalogue computed it when this migration was written (a frozen copy of
 * modules/catalogue/name-key.ts: a later change there must not change what this migration wrote).
 */
function nameKey(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđðþ]/g, (letter) => LIGATURES[letter]);
  return folded.replace(/[^\p{L}\p{N}]/gu, '') || folded.replace(/\s+/g, '');
}

/*
 * Who wrote what. Users and artists carry the key of their name (case, accents and punctuation aside)
 * so a visitor cannot sign a comment as one of them; no two artists share a key. A comment hidden by
 * the owner of what it comments on keeps the time it was hidden, and leaves the public threads.
 * Where artists already share a key, the oldest keeps it and the others get none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('name_key', 'text').execute();
  await db.schema.alterTable('artists').addColumn('name_key', 'text').execute();
  await db.schema.alterTable('comments').addColumn('hidden_at', 'text').execute();

  const rows = db as unknown as Kysely<
    Record<'users' | 'artists', { id: number; username: string; name: string; name_key: string | null }>
  >;
  for (const user of await rows.selectFrom('users').select(['id', 'username']).execute()) {
    await rows
      .updateTable('users')
      .set({ name_key: nameKey(user.username) })
      .where('id', '=', user.id)
      .execute();
  }
  const taken = new Set<string>();
  for (const artist of await rows.selectFrom('artists').select(['id', 'name']).orderBy('id').execute()) {
    const key = nameKey(artist.name);
    if (taken.has(key)) continue;
    taken.add(key);
    await rows.updateTable('artists').set({ name_key: key }).where('id', '=', artist.id).execute();
  }

  await db.schema.createIndex('users_name_key').on('users').column('name_key').execute();
  await db.schema.createIndex('artists_name_key').on('artists').column('name_key').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('artists_name_key').ifExists().execute();
  await db.schema.dropIndex('users_name_key').ifExists().execute();
  await db.schema.alterTable('comments').dropColumn('hidden_at').execute();
  await db.schema.alterTable('artists').dropColumn('name_key').execute();
  await db.schema.alterTable('users').dropColumn('name_key').execute();
}
