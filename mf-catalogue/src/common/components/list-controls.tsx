import { useId, type ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState, type PagedList, useTranslation } from '@kora/shared';

/** A labelled search field of a list's filters. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="kora-cat-filters__field kora-cat-filters__field--wide">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="kora-cat-input"
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A row of toggle buttons choosing one option (category tabs, episode filters…). */
export function FilterTabs<T extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  optionLabel: (option: T) => string;
}) {
  return (
    <div className="kora-cat-tabs" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option || 'all'}
          type="button"
          className="kora-cat-tab"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}

interface PagedGridProps<T> {
  list: PagedList<T>;
  texts: { error: string; empty: string; emptyHint?: string; moreError: string };
  /** Modifier of the grid's layout, e.g. 'releases'. */
  layout: 'releases' | 'artists' | 'episodes';
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Read out when the list changes, e.g. '12 sorties affichées'. */
  status?: string;
}

/** A list the API answers page by page: loading, error with Retry, empty, then the grid and Load more. */
export function PagedGrid<T>({ list, texts, layout, getKey, renderItem, status }: PagedGridProps<T>) {
  const { t } = useTranslation('catalogue');
  if (list.status === 'loading') return <LoadingState />;
  if (list.status === 'error') return <ErrorState message={texts.error} onRetry={list.reload} />;
  if (list.items.length === 0) return <EmptyState title={texts.empty} hint={texts.emptyHint} />;
  return (
    <>
      {status && (
        <p className="kora-visually-hidden" role="status">
          {status}
        </p>
      )}
      <ul className={`kora-cat-grid kora-cat-grid--${layout}`}>
        {list.items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {list.hasMore && (
        <div className="kora-cat-load-more">
          {list.moreError && (
            <p className="kora-cat-error" role="alert">
              {texts.moreError}
            </p>
          )}
          <button
            type="button"
            className="kora-cat-button"
            onClick={list.loadMore}
            disabled={list.loadingMore}
            aria-busy={list.loadingMore || undefined}
          >
            {list.loadingMore ? t('loadingMore') : t('loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
