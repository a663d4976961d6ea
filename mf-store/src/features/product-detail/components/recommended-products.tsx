import { QuerySection, read, useQuery, useTranslation } from '@kora/shared';
import { Carousel } from '@kora/shared/carousel';
import { listProducts } from '@kora/shared/contracts/endpoints';
import { ProductCard } from '../../../common/product-card/product-card';

/** Spec §9: up to 8 recommended products. */
export const RECOMMENDED = 8;

/** Up to eight other products in the store's carousel (2, 3, 4 at once; 600 ms), each with a working Add. */
export function RecommendedProducts({ productId }: { productId: number }) {
  const { t } = useTranslation('store');
  const others = useQuery({
    // One more than shown, in case this product is among them.
    ...read(listProducts, { query: { limit: RECOMMENDED + 1 } }),
    select: (list) => list.filter((product) => product.id !== productId).slice(0, RECOMMENDED),
  });
  return (
    <QuerySection
      className="kora-product-detail__recommend"
      id="kora-product-recommend"
      title={t('detail.recommend')}
      query={others}
      errorText={t('common.loadError', { message: others.error?.message })}
      emptyText={t('common.empty')}
    >
      {(list) => (
        <Carousel
          preset="store"
          items={list}
          label={t('detail.recommend')}
          renderItem={(product) => <ProductCard product={product} />}
        />
      )}
    </QuerySection>
  );
}
