import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/** True when the migration runs on PostgreSQL; the one place the two dialects differ. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key on either dialect. */
export function primaryId(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}
