import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/connection';
import { PostgresSearchIndex } from './postgres-search-index';
import type { SearchIndex } from './search-index';
import { SqliteSearchIndex } from './sqlite-search-index';

/** The search index of the database the API runs on. */
export function searchIndexFor(db: Db): SearchIndex {
  return db.getExecutor().adapter instanceof PostgresAdapter ? new PostgresSearchIndex(db) : new SqliteSearchIndex(db);
}
