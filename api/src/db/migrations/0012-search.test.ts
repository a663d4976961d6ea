import * as live from '../../modules/search/index-schema/postgres-schema';
import * as liveSqlite from '../../modules/search/index-schema/sqlite-schema';
import * as frozen from './0012-search-schema/postgres-schema';
import * as frozenSqlite from './0012-search-schema/sqlite-schema';

/*
 * Migration 0012 builds the search index from its own frozen copy of the search module's schema. While
 * no later migration rebuilds the index, the module's live schema must be that one: a change to the
 * documents, their views or their triggers needs a migration that drops and recreates them.
 */
it('has the search module build the index that the migrations built, on both databases', () => {
  expect(live.postgresSearchSchema()).toEqual(frozen.postgresSearchSchema());
  expect(live.postgresSearchFunctions()).toEqual(frozen.postgresSearchFunctions());
  expect(live.POSTGRES_DOCUMENT_VECTOR).toBe(frozen.POSTGRES_DOCUMENT_VECTOR);
  expect(liveSqlite.sqliteSearchSchema()).toEqual(frozenSqlite.sqliteSearchSchema());
});
