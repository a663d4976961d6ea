import type { SearchHit } from '@kora/shared/contracts';

/** A search hit as the API sends it; titles and subtitles match nothing unless told. */
export function aSearchHit(overrides: Partial<SearchHit> & Pick<SearchHit, 'type' | 'id' | 'title'>): SearchHit {
  return { subtitle: null, imageUrl: null, titleMatches: [], subtitleMatches: [], ...overrides };
}
