import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';

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

/** Starts a list's first page ahead of its screen (`usePagedQuery` with the same arguments then has it). */
export function prefetchPagedQuery<T>(
  queryKey: QueryKey,
  pageSize: number,
  loadPage: (page: PageRequest) => Promise<T[]>,
): Promise<void> {
  return queryClient.prefetchInfiniteQuery(pagedQueryOptions(queryKey, pageSize, loadPage));
}

/** The items of every loaded page, without the extra one each page asked for. */
export function pagedItems<T>(pages: readonly T[][] | undefined, pageSize: number): T[] {
  return (pages ?? []).flatMap((page) => page.slice(0, pageSize));
}

export interface PagedList<T> {
  status: 'loading' | 'error' | 'ready';
  items: T[];
  error: Error | null;
  /** Another page exists. */
  hasMore: boolean;
  loadingMore: boolean;
  /** The last Load more failed (the pages already shown stay). */
  moreError: Error | null;
  loadMore: () => void;
  reload: () => void;
}

/**
 * A Load more list on the page's query cache: `queryKey` names the list with its search, filters and
 * sort (another value starts again from the first page), `loadPage` fetches one page.
 */
export function usePagedQuery<T>(
  queryKey: QueryKey,
  pageSize: number,
  loadPage: (page: PageRequest) => Promise<T[]>,
): PagedList<T> {
  const query = useInfiniteQuery(pagedQueryOptions(queryKey, pageSize, loadPage));
  const firstPageFailed = query.status === 'error' && !query.data;
  return {
    status: query.status === 'pending' ? 'loading' : firstPageFailed ? 'error' : 'ready',
    items: pagedItems(query.data?.pages, pageSize),
    error: firstPageFailed ? query.error : null,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    moreError: query.isFetchNextPageError ? query.error : null,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    reload: () => void query.refetch(),
  };
}
