import { sql, type Kysely } from 'kysely';
import {
  POSTGRES_DOCUMENT_VECTOR,
  postgresSearchFunctions,
  postgresSearchFunctionsRemoval,
  postgresSearchSchema,
  postgresSearchSchemaRemoval,
} from './0012-search-schema/postgres-schema';
import { sqliteSearchSchema, sqliteSearchSchemaRemoval } from './0012-search-schema/sqlite-schema';
import { isPostgres, primaryId } from './columns';

/*
 * Site search. search_documents holds one row per thing a visitor may find (published releases, their
 * tracks, artists, published events, products, public podcasts and episodes, published articles), in
 * folded text ready to match; the database's own full-text engine indexes it (FTS5 on SQLite, a GIN
 * tsvector on PostgreSQL). Triggers on the source tables rebuild the documents a write touches, so
 * the index follows every create, update, publish and delete whatever code makes it; this migration
 * fills it for the rows already there. A later migration that drops or renames a column the views of
 * modules/search/index-schema/documents.ts read must drop and recreate those views and triggers.
 * The statements come from a frozen copy of the search module's index schema (./0012-search-schema), so that
 * this migration builds tomorrow what it built the day it was written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const run = async (statements: string[]) => {
    for (const statement of statements) await sql.raw(statement).execute(db);
  };
  if (postgres) await run(postgresSearchFunctions());

  await db.schema
    .createTable('search_documents')
    .addColumn('id', 'integer', primaryId(db))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('title_terms', 'text', (c) => c.notNull())
    .addColumn('related_terms', 'text')
    .addColumn('body_terms', 'text')
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text')
    .addColumn('release_id', 'integer')
    .addColumn('starts_at', 'text')
    // Compared byte by byte, so that a key range is exactly the keys with a given prefix.
    .addColumn('title_key', postgres ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .$call((table) =>
      postgres
        ? table.addColumn('document', sql`tsvector`, (c) =>
            c.generatedAlwaysAs(sql.raw(POSTGRES_DOCUMENT_VECTOR)).stored(),
          )
        : table,
    )
    .execute();
  await db.schema
    .createIndex('search_documents_item')
    .on('search_documents')
    .columns(['type', 'item_id'])
    .unique()
    .execute();
  await db.schema.createIndex('search_documents_title_key').on('search_documents').column('title_key').execute();

  await run(postgres ? postgresSearchSchema() : sqliteSearchSchema());
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const run = async (statements: string[]) => {
    for (const statement of statements) await sql.raw(statement).execute(db);
  };
  await run(postgres ? postgresSearchSchemaRemoval() : sqliteSearchSchemaRemoval());
  await db.schema.dropTable('search_documents').ifExists().execute();
  if (postgres) await run(postgresSearchFunctionsRemoval());
}
