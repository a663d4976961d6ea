import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ErrorState, href, isNotFound, LoadingState, read, useQuery, useTranslation, siteOrigin } from '@kora/shared';
import { getProduct } from '@kora/shared/contracts/endpoints';
import { Breadcrumb } from '../../../common/breadcrumb/breadcrumb';
import { ProductDetails } from './product-details';
import { RecommendedProducts } from './recommended-products';
import './product-page.css';

/** /product/:id: the product, then up to eight others. 'Product not found.' links back to the store. */
export function ProductPage() {
  const { t } = useTranslation('store');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const product = useQuery(read(getProduct, { params: { id: Number(id) } }));
  const title = product.data?.name ?? t('screens.product');

  useEffect(() => {
    document.title = `${title} · Kora`;
  }, [title]);

  return (
    <section className="kora-screen kora-product-page" aria-labelledby="screen-product">
      <Breadcrumb
        items={[
          { label: t('common.home'), to: href('home') },
          { label: t('screens.store'), to: href('store') },
          { label: title },
        ]}
      />
      {product.status === 'success' ? (
        <>
          <ProductDetails product={product.data} url={`${siteOrigin()}${pathname}`} />
          <RecommendedProducts productId={product.data.id} />
        </>
      ) : (
        <>
          <h1 id="screen-product">{t('screens.product')}</h1>
          {product.status === 'pending' && <LoadingState />}
          {product.status === 'error' &&
            (isNotFound(product.error) ? (
              <div className="kora-product-page__missing">
                <ErrorState message={t('detail.notFound')} />
                <Link className="kora-button" to={href('store')}>
                  {t('detail.backToStore')}
                </Link>
              </div>
            ) : (
              <ErrorState
                message={t('detail.error', { message: product.error.message })}
                onRetry={() => void product.refetch()}
              />
            ))}
        </>
      )}
    </section>
  );
}
