import type { SearchGroup, SearchResponse, SearchType } from '@kora/shared/contracts';

/** The group of `type` in an answer; an answer without it counts as nothing found. */
export function groupOf(response: SearchResponse, type: SearchType): SearchGroup {
  return response.groups.find((group) => group.type === type) ?? { type, total: 0, items: [] };
}

/** Everything an answer found, all types together. */
export function totalOf(response: SearchResponse): number {
  return response.groups.reduce((sum, group) => sum + group.total, 0);
}
