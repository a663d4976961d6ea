import { href, QuerySection, read, SkeletonList, useQuery, useTranslation } from '@kora/shared';
import { listProducts } from '@kora/shared/contracts/endpoints';
import { ProductCardPlaceholder } from '../../../common/product-card/product-card';
import { ProductCardList } from '../../../common/product-card/product-card-list';
import './product-strip.css';

const HOME_PRODUCTS = 8;

/** Home section: the first store products, priced in the visitor's currency, each with its Add button. */
export function ProductStrip() {
  const { t } = useTranslation('store');
  const products = useQuery(read(listProducts, { query: { limit: HOME_PRODUCTS } }));

  return (
    <QuerySection
      className="kora-product-strip"
      id="kora-product-strip-title"
      title={t('home.products')}
      more={{ to: href('store'), label: t('home.seeAll') }}
      query={products}
      loading={<SkeletonList count={HOME_PRODUCTS} className="kora-product-cards" item={<ProductCardPlaceholder />} />}
      errorText={t('common.loadError', { message: products.error?.message })}
      emptyText={t('common.empty')}
    >
      {(list) => <ProductCardList products={list.slice(0, HOME_PRODUCTS)} />}
    </QuerySection>
  );
}
