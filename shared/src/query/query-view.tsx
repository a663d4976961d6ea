import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { isNotFound } from './query-client';

export interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'refetch'>;
  /** What the screen shows once the data is there. */
  children: (data: T) => ReactNode;
  /** The error text (with Retry); defaults to the kernel's generic error. */
  errorText?: string;
  /** false where the spec shows the error text alone, without a Retry button. */
  retry?: boolean;
  /** The text for a 404 (no Retry: asking again gives the same answer). */
  notFoundText?: string;
  /** When it says the data is empty, `emptyText` (or `empty`, null for nothing) shows instead of `children`; by default an empty list is empty. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  empty?: ReactNode;
  /** Replaces the spinner, e.g. with a skeleton that reserves the section's space. */
  loading?: ReactNode;
  /** Data shown under the error where the spec keeps a section filled (built-in samples). */
  fallback?: T;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** The four states of a screen or section fed by a query: loading, error with Retry, empty, data. */
export function QueryView<T>({
  query,
  children,
  errorText,
  notFoundText,
  retry = true,
  isEmpty = isEmptyList,
  emptyText,
  empty,
  loading,
  fallback,
}: QueryViewProps<T>) {
  if (query.status === 'pending') return <>{loading ?? <LoadingState />}</>;
  if (query.status === 'error') {
    if (notFoundText && isNotFound(query.error)) return <ErrorState message={notFoundText} />;
    return (
      <>
        <ErrorState message={errorText} onRetry={retry ? () => void query.refetch() : undefined} />
        {fallback !== undefined && children(fallback)}
      </>
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return <>{empty !== undefined ? empty : <EmptyState title={emptyText} />}</>;
  return <>{children(data)}</>;
}
