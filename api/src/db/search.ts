/**
 * A LIKE pattern matching text that contains the term, lowercased. Wildcard characters are dropped
 * from the term rather than escaped: SQLite and PostgreSQL disagree on LIKE's default escape.
 */
export function containsPattern(term: string): string {
  return `%${term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, '')}%`;
}
