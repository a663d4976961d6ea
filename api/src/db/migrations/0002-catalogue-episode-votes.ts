import type { Kysely } from 'kysely';

/*
 * Episode votes need no account, so each vote carries who cast it: "user:<id>" for a signed-in voter,
 * "address:<hash>" for a visitor (a keyed hash, never the address itself). One vote per voter and
 * episode: voting again replaces the earlier vote. Votes seeded before this column have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('episode_ratings').addColumn('voter_key', 'text').execute();
  await db.schema
    .createIndex('episode_ratings_episode_voter')
    .on('episode_ratings')
    .columns(['episode_id', 'voter_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('episode_ratings_episode_voter').ifExists().execute();
  await db.schema.alterTable('episode_ratings').dropColumn('voter_key').execute();
}
