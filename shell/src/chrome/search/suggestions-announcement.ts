export type SuggestionsState = 'loading' | 'error' | 'empty' | 'found';

/** What the live region says once suggestions arrive, so a screen-reader user knows the list changed. */
export function suggestionsAnnouncement(
  t: (key: string, options?: Record<string, unknown>) => string,
  state: SuggestionsState,
  count: number,
  query: string,
): string {
  if (state === 'found') return t('search.count', { count });
  if (state === 'empty') return t('search.noResult', { query });
  if (state === 'error') return t('search.unavailable');
  return '';
}
