import type { SearchType } from '@kora/shared/contracts';
import type { SearchText } from './search-text';
import type { WordSpellings } from './spelling';

/** One thing found, as the index holds it. */
export interface FoundDocument {
  type: SearchType;
  itemId: number;
  title: string;
  subtitle: string | null;
  /** A stored media path. */
  image: string | null;
  releaseId: number | null;
  startsAt: string | null;
}

export interface FoundGroup {
  type: SearchType;
  total: number;
  documents: FoundDocument[];
}

/**
 * Site search over everything a visitor may open. Ranking, best first: the exact title, a title that
 * begins with the query, the query's words all in the title, in the title and the artist / place /
 * podcast, anywhere including descriptions; equal matches by popularity. Words are compared without
 * case nor accents, the last word matches as a prefix, words of five letters or more forgive one typo.
 *
 * Implemented on the database's full-text engine (sqlite-search-index.ts, postgres-search-index.ts);
 * a dedicated engine would implement the same two methods (see the API README).
 */
export interface SearchIndex {
  /** One page of each asked type, in ranking order, with the number of matches of each. */
  search(
    text: SearchText,
    types: readonly SearchType[],
    page: { limit: number; offset: number },
  ): Promise<{
    spellings: WordSpellings[];
    groups: FoundGroup[];
  }>;
  /** The best `limit` things of any type: each match level in turn, taking each type's best first. */
  suggest(text: SearchText, limit: number): Promise<{ spellings: WordSpellings[]; documents: FoundDocument[] }>;
}
