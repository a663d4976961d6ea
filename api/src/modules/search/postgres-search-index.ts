import { sql, type SqlBool } from 'kysely';
import { DatabaseSearchIndex, type TextConditions } from './database-search-index';
import { isOneEditApart, isShortPrefix, MAX_OTHER_SPELLINGS, swappedNeighbours, type WordSpellings } from './spelling';

/**
 * Words pg_trgm's `%` brings before the edit distance is checked: its default similarity threshold (0.3)
 * lets through every word one letter left out, changed or added from a word of five letters or more.
 * Two swapped neighbours change up to four trigrams ('soliel' and 'soleil' share 3 of 11, 0.27), so
 * those spellings are looked up as they are instead.
 */
const TRIGRAM_CANDIDATES = 60;

/**
 * A tsquery: each word quoted (letters and digits only, never an operator), or'ed with its other
 * spellings, the last word as a prefix; `weights` keeps the match to those parts of the document.
 */
function tsQuery(spellings: WordSpellings[], weights = ''): string {
  return spellings
    .map(({ word, prefix, others }) => {
      const label = (isPrefix: boolean) => (isPrefix || weights ? `:${isPrefix ? '*' : ''}${weights}` : '');
      const forms = [`'${word}'${label(prefix)}`, ...others.map((other) => `'${other}'${label(false)}`)];
      return forms.length > 1 ? `(${forms.join(' | ')})` : forms[0];
    })
    .join(' & ');
}

/**
 * PostgreSQL: a weighted tsvector (unaccent, 'simple' configuration); other spellings by trigram
 * similarity and by swapped neighbours.
 */
export class PostgresSearchIndex extends DatabaseSearchIndex {
  protected async otherSpellings(word: string): Promise<string[]> {
    const length = [...word].length;
    const rows = await sql<{ word: string }>`
      SELECT word FROM (
        (SELECT word FROM search_words
          WHERE word OPERATOR(public.%) ${word} AND length(word) BETWEEN ${length - 1} AND ${length + 1}
          ORDER BY public.similarity(word, ${word}) DESC LIMIT ${TRIGRAM_CANDIDATES})
        UNION
        SELECT word FROM search_words WHERE word = ANY(${swappedNeighbours(word)}::text[])
      ) candidates
      ORDER BY public.similarity(word, ${word}) DESC, word
    `.execute(this.db);
    return rows.rows
      .map((row) => row.word)
      .filter((candidate) => isOneEditApart(candidate, word))
      .slice(0, MAX_OTHER_SPELLINGS);
  }

  protected conditions(spellings: WordSpellings[]): TextConditions {
    const matching = (query: string) => sql<SqlBool>`d.document @@ to_tsquery('simple', ${query})`;
    // `IS TRUE` keeps the planner from looking a short word being typed up in the GIN index.
    const anywhere = isShortPrefix(spellings)
      ? sql<SqlBool>`${matching(tsQuery(spellings.slice(0, -1)))} AND (${matching(tsQuery(spellings.slice(-1)))}) IS TRUE`
      : matching(tsQuery(spellings));
    return {
      anywhere,
      inTitle: matching(tsQuery(spellings, 'A')),
      inTitleOrRelated: matching(tsQuery(spellings, 'AB')),
    };
  }
}
