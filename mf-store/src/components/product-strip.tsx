import { Link } from 'react-router-dom';
import {
  convertFromEur,
  EmptyState,
  ErrorState,
  formatMoney,
  href,
  http,
  LoadingState,
  SectionHeader,
  useCurrencyStore,
  useResource,
  useTranslation,
} from '@kora/shared';
import type { Product } from '@kora/shared/contracts';
import './product-strip.css';

const HOME_PRODUCTS = 8;

/** Home section: the first store products, priced in the visitor's currency. */
export function ProductStrip() {
  const { t } = useTranslation('store');
  const currency = useCurrencyStore((s) => s.currency);
  const products = useResource((signal) => http.get<Product[]>('/products', { signal }), []);

  return (
    <section className="kora-product-strip" aria-labelledby="kora-product-strip-title">
      <SectionHeader
        id="kora-product-strip-title"
        title={t('home.products')}
        more={{ to: href('store'), label: t('home.seeAll') }}
      />
      {products.status === 'loading' && <LoadingState />}
      {products.status === 'error' && (
        <ErrorState message={t('home.productsError', { message: products.error.message })} onRetry={products.reload} />
      )}
      {products.status === 'ready' && products.data.length === 0 && <EmptyState title={t('home.productsEmpty')} />}
      {products.status === 'ready' && products.data.length > 0 && (
        <ul className="kora-product-strip__list">
          {products.data.slice(0, HOME_PRODUCTS).map((product) => (
            <li key={product.id} className="kora-product-card">
              <img src={product.image ?? '/img/covers/cover.svg'} alt="" loading="lazy" width="200" height="200" />
              <Link to={href('product', { id: product.id })} className="kora-product-card__title">
                {product.title}
              </Link>
              <p className="kora-product-card__price">
                {formatMoney(convertFromEur(product.price, currency), currency)}
              </p>
              {product.isNew && <span className="kora-product-card__new">{t('home.new')}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
