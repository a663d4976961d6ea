import { SEARCH_TYPES } from './search-types';
import { documentSources, sourceView } from './documents';
import {
  FOLLOW_RULES,
  insertDocuments,
  refreshStatements,
  triggerName,
  type ChangedValues,
  type FollowRule,
  type RowEvent,
} from './follow-rules';
import { SQL_TEXT } from './sql-text';

/*
 * PostgreSQL: a weighted tsvector per document (title A, related B, description D) under a GIN index,
 * a vocabulary of indexed words under a trigram index for typo tolerance, and triggers on every source
 * table that keep the documents current. unaccent and pg_trgm live in `public` and are named with
 * their schema, so a connection whose search_path is another schema (one per test suite) finds them
 * and dropping that schema leaves them alone.
 */

/** Suites migrating at the same time must not race to create the extensions. */
const EXTENSIONS_LOCK = 7_301_612;

const weighted = (column: string, weight: string) =>
  `setweight(to_tsvector('simple'::regconfig, coalesce(${column}, '')), '${weight}')`;

/**
 * Statement triggers with transition tables: a write of many rows refreshes their documents in one
 * pass. An update trigger cannot name columns when it has transition tables, so it keeps the rows
 * whose watched columns really changed.
 */
const TRANSITION_TABLES: Record<RowEvent, string> = {
  insert: 'REFERENCING NEW TABLE AS new_rows',
  delete: 'REFERENCING OLD TABLE AS old_rows',
  update: 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows',
};

function changedValues(rule: FollowRule, event: RowEvent): ChangedValues {
  if (event === 'insert') return (column) => `SELECT ${column} FROM new_rows`;
  if (event === 'delete') return (column) => `SELECT ${column} FROM old_rows`;
  const row = (alias: string) => `ROW(${rule.columns.map((column) => `${alias}.${column}`).join(', ')})`;
  const changed = `FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${row('o')} IS DISTINCT FROM ${row('n')}`;
  return (column) => `SELECT o.${column} ${changed} UNION SELECT n.${column} ${changed}`;
}

function followStatements(rule: FollowRule, event: RowEvent): string[] {
  const name = triggerName(rule, event);
  // EXECUTE plans each statement anew: a cached plan made while the tables were small (a fresh
  // database, a bulk load in one transaction) would keep scanning them whole as they grow.
  const statements = refreshStatements(rule, changedValues(rule, event), true).map(
    (statement) => `EXECUTE $sql$${statement}$sql$;`,
  );
  return [
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  ${statements.join('\n  ')}
  RETURN NULL;
END
$fn$`,
    `CREATE TRIGGER ${name} AFTER ${event.toUpperCase()} ON ${rule.table} ${TRANSITION_TABLES[event]}
  FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
  ];
}

/** Before search_documents exists: the extensions and the folding functions its views use. */
export function postgresSearchFunctions(): string[] {
  return [
    `SELECT pg_advisory_xact_lock(${EXTENSIONS_LOCK})`,
    'CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public',
    'CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public',
    // unaccent() is only STABLE (its dictionary could change); with the dictionary named, it is not.
    `CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1))
$$`,
    `CREATE FUNCTION search_key(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(replace(replace(search_fold($1), '''', ''), '’', ''), '\\s+', ' ', 'g'))
$$`,
  ];
}

/** The full-text column of search_documents. */
export const POSTGRES_DOCUMENT_VECTOR = `${weighted('title_terms', 'A')} || ${weighted('related_terms', 'B')} || ${weighted('body_terms', 'D')}`;

/** After search_documents exists. */
export function postgresSearchSchema(): string[] {
  const sources = documentSources(SQL_TEXT.postgres);
  return [
    'CREATE INDEX search_documents_document ON search_documents USING gin (document)',
    'CREATE TABLE search_words (word text PRIMARY KEY)',
    'CREATE INDEX search_words_trigrams ON search_words USING gin (word public.gin_trgm_ops)',
    // Words are remembered, never forgotten: a word no document holds any more only costs a lookup.
    `CREATE FUNCTION search_remember_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT w FROM unnest(tsvector_to_array(NEW.document)) AS w WHERE length(w) >= 4
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$`,
    `CREATE TRIGGER search_documents_words AFTER INSERT OR UPDATE OF title_terms, related_terms, body_terms
  ON search_documents FOR EACH ROW EXECUTE FUNCTION search_remember_words()`,
    ...SEARCH_TYPES.map((type) => `CREATE VIEW ${sourceView(type)} AS ${sources[type]}`),
    ...FOLLOW_RULES.flatMap((rule) => rule.on.flatMap((event) => followStatements(rule, event))),
    ...SEARCH_TYPES.map((type) => insertDocuments(type)),
  ];
}

export function postgresSearchSchemaRemoval(): string[] {
  return [
    ...FOLLOW_RULES.flatMap((rule) =>
      rule.on.flatMap((event) => [
        `DROP TRIGGER IF EXISTS ${triggerName(rule, event)} ON ${rule.table}`,
        `DROP FUNCTION IF EXISTS ${triggerName(rule, event)}()`,
      ]),
    ),
    ...SEARCH_TYPES.map((type) => `DROP VIEW IF EXISTS ${sourceView(type)}`),
    'DROP TABLE IF EXISTS search_words',
  ];
}

/** After search_documents is dropped. */
export function postgresSearchFunctionsRemoval(): string[] {
  return [
    'DROP FUNCTION IF EXISTS search_remember_words()',
    'DROP FUNCTION IF EXISTS search_key(text)',
    'DROP FUNCTION IF EXISTS search_fold(text)',
  ];
}
