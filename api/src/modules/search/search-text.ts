import { SEARCH_MIN_QUERY_LENGTH } from '@kora/shared/contracts';
import { foldText, titleKey } from './folding';

/** More words than this add nothing a person types in a search box; the rest are left out. */
const MAX_WORDS = 8;

/** What a search looks for, read from the text a person typed. */
export interface SearchText {
  /** The folded title key of the whole text (exact and prefix title matches). */
  key: string;
  /** Folded words, letters and digits only; the last one may be unfinished (matched as a prefix). */
  words: string[];
}

/**
 * The words of a query, or null when there is nothing to look for: shorter than
 * SEARCH_MIN_QUERY_LENGTH, or no letter nor digit at all. Punctuation and symbols are separators, so
 * no full-text operator a person types (quotes, `*`, `-`, NEAR, parentheses) reaches the database.
 */
export function readSearchText(query: string): SearchText | null {
  // Control characters (NUL among them, which PostgreSQL refuses in text) separate words like spaces.
  const trimmed = query.replace(/\p{Cc}/gu, ' ').trim();
  if (trimmed.length < SEARCH_MIN_QUERY_LENGTH) return null;
  const words = (foldText(trimmed).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return { key: titleKey(trimmed), words };
}
