import { useCallback, useEffect, useRef, useState } from 'react';

export interface PagedList<T> {
  status: 'loading' | 'error' | 'ready';
  items: T[];
  error: Error | null;
  /** Another page exists. */
  hasMore: boolean;
  loadingMore: boolean;
  /** The last Load more failed. */
  moreError: Error | null;
  loadMore: () => void;
  reload: () => void;
}

type PageLoader<T> = (page: { offset: number; limit: number }, signal: AbortSignal) => Promise<T[]>;

/**
 * A list the API answers page by page. Each request asks for one item more than a page: when it comes
 * back, another page exists. A change of `deps` (search, filters, sort) starts again from the first page.
 */
export function usePagedList<T>(load: PageLoader<T>, pageSize: number, deps: readonly unknown[]): PagedList<T> {
  const [state, setState] = useState<Omit<PagedList<T>, 'loadMore' | 'reload'>>({
    status: 'loading',
    items: [],
    error: null,
    hasMore: false,
    loadingMore: false,
    moreError: null,
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ status: 'loading', items: [], error: null, hasMore: false, loadingMore: false, moreError: null });
    loadRef.current({ offset: 0, limit: pageSize + 1 }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'ready',
          items: page.slice(0, pageSize),
          error: null,
          hasMore: page.length > pageSize,
          loadingMore: false,
          moreError: null,
        });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, status: 'error', error: error instanceof Error ? error : new Error(String(error)) }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, pageSize, attempt]);

  const stateRef = useRef(state);
  stateRef.current = state;

  const loadMore = useCallback(() => {
    const controller = controllerRef.current;
    const current = stateRef.current;
    if (!controller || current.status !== 'ready' || current.loadingMore || !current.hasMore) return;
    // Marked at once, so a double click asks for the next page only once.
    stateRef.current = { ...current, loadingMore: true, moreError: null };
    setState(stateRef.current);
    loadRef.current({ offset: current.items.length, limit: pageSize + 1 }, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setState((s) => ({
          ...s,
          items: [...s.items, ...page.slice(0, pageSize)],
          hasMore: page.length > pageSize,
          loadingMore: false,
        }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({
          ...s,
          loadingMore: false,
          moreError: error instanceof Error ? error : new Error(String(error)),
        }));
      },
    );
  }, [pageSize]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, loadMore, reload };
}
