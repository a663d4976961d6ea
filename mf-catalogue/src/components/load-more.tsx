import { useTranslation } from '@kora/shared';
import type { PagedList } from '../hooks/use-paged-list';

/** The Load more button of a paged list, with its own error and retry. */
export function LoadMore({ list, errorMessage }: { list: PagedList<unknown>; errorMessage: string }) {
  const { t } = useTranslation('catalogue');
  if (!list.hasMore) return null;
  return (
    <div className="kora-cat-load-more">
      {list.moreError && (
        <p className="kora-cat-error" role="alert">
          {errorMessage}
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
  );
}
