import type { ReactNode } from 'react';
import type { PagedList } from '../../query/paged-query';
import { EmptyState, ErrorState, LoadingState } from '../states';
import { LoadMore, type LoadMoreTexts } from './load-more';
import './list.css';

export interface PagedListTexts extends LoadMoreTexts {
  /** Shown when the first page could not load, with Retry. */
  error: string;
  empty: string;
  emptyHint?: ReactNode;
  /** Read out when the list changes, e.g. '12 sorties affichées'. */
  shown?: string;
}

interface PagedListViewProps<T> {
  list: PagedList<T>;
  texts: PagedListTexts;
  /** Draws the items loaded so far (a grid of cards). */
  children: (items: T[]) => ReactNode;
  /**
   * Holds the first page's place while it loads, e.g. a `SkeletonList` in the grid's own layout: what
   * follows the list stays where it will be, below the fold, instead of moving and loading early.
   */
  placeholder?: ReactNode;
}

/** A list the API answers page by page: loading, error with Retry, empty, then its items and Load more. */
export function PagedListView<T>({ list, texts, children, placeholder }: PagedListViewProps<T>) {
  if (list.status === 'loading') return placeholder ?? <LoadingState />;
  if (list.status === 'error') return <ErrorState message={texts.error} onRetry={list.reload} />;
  if (list.items.length === 0) return <EmptyState title={texts.empty} hint={texts.emptyHint} />;
  return (
    <div className="kora-list-results">
      {texts.shown && (
        <p className="kora-visually-hidden" role="status">
          {texts.shown}
        </p>
      )}
      {children(list.items)}
      {list.hasMore && <LoadMore list={list} texts={texts} />}
    </div>
  );
}
