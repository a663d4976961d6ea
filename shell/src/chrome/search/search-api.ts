import { href, read } from '@kora/shared';
import { SEARCH_MIN_QUERY_LENGTH } from '@kora/shared/contracts/plain';
import { suggestSearch } from '@kora/shared/contracts/endpoints';

/** How long typing must pause before the box asks for suggestions. */
export const SUGGEST_DELAY_MS = 200;

/** A query worth asking about: trimmed, and long enough for the API to answer something. */
export function isSuggestible(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_QUERY_LENGTH;
}

/**
 * Suggestions for what is typed (search finds only public things, the same for everyone).
 * The request is cancelled as soon as a newer query replaces it.
 */
export function searchSuggestionsQuery(query: string) {
  return read(suggestSearch, { query: { q: query.trim() } });
}

/** The full results page for a query. */
export function searchPagePath(query: string): string {
  return `${href('search')}?${new URLSearchParams({ q: query.trim() }).toString()}`;
}
