import { read } from '@kora/shared';
import { suggestSearch } from '@kora/shared/contracts/endpoints';

/** How long typing must pause before the box asks for suggestions. */
export const SUGGEST_DELAY_MS = 200;

/**
 * Suggestions for what is typed (search finds only public things, the same for everyone).
 * The request is cancelled as soon as a newer query replaces it.
 */
export function searchSuggestionsQuery(query: string) {
  return read(suggestSearch, { query: { q: query.trim() } });
}
