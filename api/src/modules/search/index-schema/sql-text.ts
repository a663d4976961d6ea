import { latinFolds } from '../folding';

export type Dialect = 'sqlite' | 'postgres';

/** SQL text expressions the index is built with, written once per database. */
export interface SqlText {
  /** Text folded as folding.ts folds a query (lowercase, accents and ligatures aside). */
  folded(expression: string): string;
  /** The title key of folding.ts's titleKey. */
  key(expression: string): string;
  /** The values of `expression` over a group, separated by spaces. */
  aggregate(expression: string): string;
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** SQLite's lower() knows only ASCII: the accented Latin letters are replaced one by one. */
function sqliteFolded(expression: string): string {
  return latinFolds().reduce(
    (folded, [letter, plain]) => `replace(${folded}, ${quote(letter)}, ${quote(plain)})`,
    `lower(${expression})`,
  );
}

const withoutApostrophes = (expression: string) => `replace(replace(${expression}, '''', ''), '’', '')`;

export const SQL_TEXT: Record<Dialect, SqlText> = {
  sqlite: {
    folded: sqliteFolded,
    key: (expression) =>
      `trim(replace(replace(${sqliteFolded(withoutApostrophes(expression))}, '  ', ' '), '  ', ' '))`,
    aggregate: (expression) => `group_concat(${expression}, ' ')`,
  },
  postgres: {
    folded: (expression) => `search_fold(${expression})`,
    key: (expression) => `search_key(${expression})`,
    aggregate: (expression) => `string_agg(${expression}, ' ')`,
  },
};

/** Values joined by spaces, the missing ones left out. */
export function words(...expressions: string[]): string {
  return expressions.map((expression) => `coalesce(${expression}, '')`).join(` || ' ' || `);
}

/** The text followed by its apostrophe-joined form when it has one: "N'Goni" is also found as "ngoni". */
export function withJoinedForms(expression: string): string {
  return `${expression} || CASE WHEN ${expression} LIKE '%''%' OR ${expression} LIKE '%’%' THEN ' ' || ${withoutApostrophes(expression)} ELSE '' END`;
}
