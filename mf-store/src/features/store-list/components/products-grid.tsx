import { EmptyState, ErrorState, LoadingState, useTranslation, type PagedList } from '@kora/shared';
import type { Product } from '@kora/shared/contracts';
import { ProductCardList } from '../../../common/product-card/product-card-list';

/** The products found: loading, error with Retry, empty, or the cards and a Load more while more follow. */
export function ProductsGrid({ list }: { list: PagedList<Product> }) {
  const { t } = useTranslation('store');
  if (list.status === 'loading') return <LoadingState />;
  if (list.status === 'error') {
    return <ErrorState message={t('common.loadError', { message: list.error?.message })} onRetry={list.reload} />;
  }
  if (list.items.length === 0) return <EmptyState title={t('common.empty')} />;
  return (
    <>
      <p className="kora-visually-hidden" role="status">
        {t('list.shown', { count: list.items.length })}
      </p>
      <ProductCardList products={list.items} headingLevel="h2" />
      {list.hasMore && (
        <div className="kora-store-list__more">
          {list.moreError && (
            <p className="kora-store-list__more-error" role="alert">
              {t('common.loadError', { message: list.moreError.message })}
            </p>
          )}
          <button
            type="button"
            className="kora-button"
            onClick={list.loadMore}
            disabled={list.loadingMore}
            aria-busy={list.loadingMore || undefined}
          >
            {list.loadingMore ? t('list.loadingMore') : t('list.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
