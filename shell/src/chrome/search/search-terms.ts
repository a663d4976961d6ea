import { href } from '@kora/shared';
import { SEARCH_MIN_QUERY_LENGTH } from '@kora/shared/contracts/plain';

/** A query worth asking about: trimmed, and long enough for the API to answer something. */
export function isSuggestible(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_QUERY_LENGTH;
}

/** The full results page for a query. */
export function searchPagePath(query: string): string {
  return `${href('search')}?${new URLSearchParams({ q: query.trim() }).toString()}`;
}
