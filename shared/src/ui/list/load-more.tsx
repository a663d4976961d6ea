import type { PagedList } from '../../query/paged-query';
import './list.css';

export interface LoadMoreTexts {
  loadMore: string;
  loadingMore: string;
  /** Shown above the button when the last Load more failed. */
  moreError: string;
}

/** The button that appends the next page, busy while it loads, with the failure of the last try above it. */
export function LoadMore({ list, texts }: { list: PagedList<unknown>; texts: LoadMoreTexts }) {
  return (
    <div className="kora-list-more">
      {list.moreError && (
        <p className="kora-list-more__error" role="alert">
          {texts.moreError}
        </p>
      )}
      <button
        type="button"
        className="kora-button"
        onClick={list.loadMore}
        disabled={list.loadingMore}
        aria-busy={list.loadingMore || undefined}
      >
        {list.loadingMore ? texts.loadingMore : texts.loadMore}
      </button>
    </div>
  );
}
