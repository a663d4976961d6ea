import type { AnswerFunction, Query } from '@kora/shared/testing';
import {
  SEARCH_TYPES,
  type SearchHit,
  type SearchMatch,
  type SearchResponse,
  type SearchType,
} from '@kora/shared/contracts';

/*
 * A small search engine over a list of hits, answering `GET /api/search` as the contract says: groups
 * in SEARCH_TYPES order, accents and case ignored, matched parts given as ranges of the shown text.
 */

/** A thing search can find. */
export function searchHit(type: SearchType, id: number, title: string, more: Partial<SearchHit> = {}): SearchHit {
  return {
    type,
    id,
    title,
    subtitle: null,
    imageUrl: `https://cdn.kora.test/${type}/${id}.jpg`,
    titleMatches: [],
    subtitleMatches: [],
    ...more,
  };
}

/** Each character on its own, without its accent and in lower case: indices stay those of the shown text. */
const fold = (text: string) =>
  Array.from(text, (char) => char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).join('');

function matchesIn(text: string | null, query: string): SearchMatch[] {
  if (!text) return [];
  const start = fold(text).indexOf(fold(query));
  return start < 0 ? [] : [{ start, length: query.length }];
}

/** Answers `GET /api/search` from `catalogue`: `?types=` is one type, as the page asks. */
export function fakeSearch(catalogue: readonly SearchHit[]): AnswerFunction {
  return (query: Query): SearchResponse => {
    const q = (query.q ?? '').trim();
    const limit = Number(query.limit ?? 20);
    const offset = Number(query.offset ?? 0);
    const types = query.types ? [query.types as SearchType] : SEARCH_TYPES;
    const found = catalogue
      .map((hit) => ({
        ...hit,
        titleMatches: matchesIn(hit.title, q),
        subtitleMatches: matchesIn(hit.subtitle, q),
      }))
      .filter((hit) => hit.titleMatches.length > 0 || hit.subtitleMatches.length > 0);
    return {
      query: q,
      groups: SEARCH_TYPES.filter((type) => types.includes(type)).map((type) => {
        const ofType = found.filter((hit) => hit.type === type);
        return { type, total: ofType.length, items: ofType.slice(offset, offset + limit) };
      }),
    };
  };
}
