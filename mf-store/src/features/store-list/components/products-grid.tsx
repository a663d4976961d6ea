import { PagedListView, SkeletonList, useTranslation, type PagedList } from '@kora/shared';
import type { Product } from '@kora/shared/contracts';
import { ProductCardPlaceholder } from '../../../common/product-card/product-card';
import { ProductCardList } from '../../../common/product-card/product-card-list';
import { STORE_PAGE_SIZE } from '../api/product-list';

/** The products found: loading, error with Retry, empty, or the cards and a Load more while more follow. */
export function ProductsGrid({ list }: { list: PagedList<Product> }) {
  const { t } = useTranslation('store');
  return (
    <PagedListView
      list={list}
      texts={{
        error: t('common.loadError', { message: list.error?.message }),
        empty: t('common.empty'),
        moreError: t('common.loadError', { message: list.moreError?.message }),
        loadMore: t('list.loadMore'),
        loadingMore: t('list.loadingMore'),
        shown: t('list.shown', { count: list.items.length }),
      }}
      placeholder={
        <SkeletonList count={STORE_PAGE_SIZE} className="kora-product-cards" item={<ProductCardPlaceholder />} />
      }
    >
      {(products) => <ProductCardList products={products} headingLevel="h2" />}
    </PagedListView>
  );
}
