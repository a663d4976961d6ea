import { SEARCH_TYPES } from './search-types';
import { documentSources, sourceView } from './documents';
import {
  FOLLOW_RULES,
  insertDocuments,
  refreshStatements,
  triggerName,
  type ChangedValues,
  type RowEvent,
} from './follow-rules';
import { SQL_TEXT } from './sql-text';

/*
 * SQLite: an FTS5 index over search_documents (contentless: the documents table holds the text), its
 * vocabulary for typo tolerance, and triggers on every source table that keep the documents current.
 */

const TERM_COLUMNS = 'title_terms, related_terms, body_terms';

/** A row trigger sees the one changed row, before and after. */
const CHANGED: Record<RowEvent, ChangedValues> = {
  insert: (column) => `SELECT NEW.${column}`,
  delete: (column) => `SELECT OLD.${column}`,
  update: (column) => `SELECT OLD.${column} UNION SELECT NEW.${column}`,
};

export function sqliteSearchSchema(): string[] {
  const sources = documentSources(SQL_TEXT.sqlite);
  return [
    `CREATE VIRTUAL TABLE search_fts USING fts5(${TERM_COLUMNS}, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
    "CREATE VIRTUAL TABLE search_vocabulary USING fts5vocab(search_fts, 'row')",
    `CREATE TRIGGER search_documents_indexed AFTER INSERT ON search_documents BEGIN
  INSERT INTO search_fts (rowid, ${TERM_COLUMNS}) VALUES (NEW.id, NEW.title_terms, NEW.related_terms, NEW.body_terms);
END`,
    `CREATE TRIGGER search_documents_removed AFTER DELETE ON search_documents BEGIN
  DELETE FROM search_fts WHERE rowid = OLD.id;
END`,
    // A refresh rewrites every column; the full-text index only when the text changed.
    `CREATE TRIGGER search_documents_rewritten AFTER UPDATE OF ${TERM_COLUMNS} ON search_documents
WHEN OLD.title_terms IS NOT NEW.title_terms OR OLD.related_terms IS NOT NEW.related_terms OR OLD.body_terms IS NOT NEW.body_terms
BEGIN
  DELETE FROM search_fts WHERE rowid = OLD.id;
  INSERT INTO search_fts (rowid, ${TERM_COLUMNS}) VALUES (NEW.id, NEW.title_terms, NEW.related_terms, NEW.body_terms);
END`,
    ...SEARCH_TYPES.map((type) => `CREATE VIEW ${sourceView(type)} AS ${sources[type]}`),
    ...FOLLOW_RULES.flatMap((rule) =>
      rule.on.map((event) => {
        const when = event === 'update' ? `UPDATE OF ${rule.columns.join(', ')}` : event.toUpperCase();
        return `CREATE TRIGGER ${triggerName(rule, event)} AFTER ${when} ON ${rule.table} BEGIN
  ${refreshStatements(rule, CHANGED[event]).join('\n  ')}
END`;
      }),
    ),
    ...SEARCH_TYPES.map((type) => insertDocuments(type)),
  ];
}

export function sqliteSearchSchemaRemoval(): string[] {
  return [
    ...FOLLOW_RULES.flatMap((rule) => rule.on.map((event) => `DROP TRIGGER IF EXISTS ${triggerName(rule, event)}`)),
    ...SEARCH_TYPES.map((type) => `DROP VIEW IF EXISTS ${sourceView(type)}`),
    'DROP TABLE IF EXISTS search_vocabulary',
    'DROP TABLE IF EXISTS search_fts',
  ];
}
