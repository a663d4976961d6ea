import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { DatabaseSearchIndex, type TextConditions } from './database-search-index';
import { isShortPrefix, MAX_OTHER_SPELLINGS, oneEditAway, type WordSpellings } from './spelling';

/**
 * An FTS5 match expression: each word quoted (it holds letters and digits only, so it is never
 * read as an operator), or'ed with its other spellings; the last word as a prefix.
 */
function ftsExpression(spellings: WordSpellings[]): string {
  return spellings
    .map(({ word, prefix, others }) => {
      const forms = [`"${word}"${prefix ? '*' : ''}`, ...others.map((other) => `"${other}"`)];
      return forms.length > 1 ? `(${forms.join(' OR ')})` : forms[0];
    })
    .join(' AND ');
}

/**
 * One word (or one of its other spellings) in a folded text, checked on the row with GLOB: the
 * *_terms columns hold the text folded as the query is, so a word is letters and digits between
 * anything else.
 */
function wordIn(text: RawBuilder<string>, { word, prefix, others }: WordSpellings): RawBuilder<SqlBool> {
  const patterns = [
    `*[^a-z0-9]${word}${prefix ? '' : '[^a-z0-9]'}*`,
    ...others.map((other) => `*[^a-z0-9]${other}[^a-z0-9]*`),
  ];
  return sql<SqlBool>`(${sql.join(
    patterns.map((pattern) => sql`${text} GLOB ${pattern}`),
    sql` OR `,
  )})`;
}

const everyWordIn = (text: RawBuilder<string>, spellings: WordSpellings[]) =>
  sql<SqlBool>`(${sql.join(
    spellings.map((spelling) => wordIn(text, spelling)),
    sql` AND `,
  )})`;

const TITLE = sql<string>`(' ' || d.title_terms || ' ')`;
const TITLE_OR_RELATED = sql<string>`(' ' || d.title_terms || ' ' || coalesce(d.related_terms, '') || ' ')`;
const EVERYTHING = sql<string>`(' ' || d.title_terms || ' ' || coalesce(d.related_terms, '') || ' ' || coalesce(d.body_terms, '') || ' ')`;

/** SQLite: FTS5 (unicode61, diacritics removed); other spellings from the FTS5 vocabulary. */
export class SqliteSearchIndex extends DatabaseSearchIndex {
  protected async otherSpellings(word: string): Promise<string[]> {
    const rows = await sql<{ term: string }>`
      SELECT term FROM search_vocabulary WHERE term IN (${sql.join(oneEditAway(word))})
      ORDER BY doc DESC LIMIT ${MAX_OTHER_SPELLINGS}
    `.execute(this.db);
    return rows.rows.map((row) => row.term);
  }

  protected conditions(spellings: WordSpellings[]): TextConditions {
    const matching = (expression: string) =>
      sql<SqlBool>`d.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${expression})`;
    if (isShortPrefix(spellings)) {
      // The other words find few documents: the short word being typed, and the levels, are checked
      // on those rows rather than looked up in the whole index.
      return {
        anywhere: sql<SqlBool>`${matching(ftsExpression(spellings.slice(0, -1)))} AND ${everyWordIn(EVERYTHING, spellings.slice(-1))}`,
        inTitle: everyWordIn(TITLE, spellings),
        inTitleOrRelated: everyWordIn(TITLE_OR_RELATED, spellings),
      };
    }
    const all = ftsExpression(spellings);
    return {
      anywhere: matching(all),
      inTitle: matching(`{title_terms} : (${all})`),
      inTitleOrRelated: matching(`{title_terms related_terms} : (${all})`),
    };
  }
}
