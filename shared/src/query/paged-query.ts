import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

export interface PageRequest {
  offset: number;
  limit: number;
  signal: AbortSignal;
}

/**
 * Options for a list the API answers page by page (`offset` / `limit`). Each request asks for one item
 * more than a page: when it comes back, another page exists. Use with `useInfiniteQuery`, and read
 * the items with `pagedItems`.
 */
export function pagedQueryOptions<T>(
  queryKey: QueryKey,
  pageSize: number,
  loadPage: (page: PageRequest) => Promise<T[]>,
) {
  return infiniteQueryOptions({
    queryKey: [...queryKey, { pageSize }],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => loadPage({ offset: pageParam, limit: pageSize + 1, signal }),
    getNextPageParam: (lastPage: T[], pages: T[][]) =>
      lastPage.length > pageSize ? pages.reduce((sum, page) => sum + Math.min(page.length, pageSize), 0) : undefined,
  });
}

/** The items of every loaded page, without the extra one each page asked for. */
export function pagedItems<T>(pages: readonly T[][] | undefined, pageSize: number): T[] {
  return (pages ?? []).flatMap((page) => page.slice(0, pageSize));
}
