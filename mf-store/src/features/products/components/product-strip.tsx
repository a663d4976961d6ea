import { Link } from 'react-router-dom';
import { href, QuerySection, useFormat, useQuery, useTranslation } from '@kora/shared';
import { productsQuery } from '../api/products-query';
import './product-strip.css';

const HOME_PRODUCTS = 8;

/** Home section: the first store products, priced in the visitor's currency. */
export function ProductStrip() {
  const { t } = useTranslation('store');
  const format = useFormat();
  const products = useQuery(productsQuery());

  return (
    <QuerySection
      className="kora-product-strip"
      id="kora-product-strip-title"
      title={t('home.products')}
      more={{ to: href('store'), label: t('home.seeAll') }}
      query={products}
      errorText={t('home.productsError', { message: products.error?.message })}
      emptyText={t('home.productsEmpty')}
    >
      {(list) => (
        <ul className="kora-product-strip__list">
          {list.slice(0, HOME_PRODUCTS).map((product) => (
            <li key={product.id} className="kora-product-card">
              <img src={product.image ?? '/img/covers/cover.svg'} alt="" loading="lazy" width="200" height="200" />
              <Link to={href('product', { id: product.id })} className="kora-product-card__title">
                {product.title}
              </Link>
              <p className="kora-product-card__price">{format.price(product.price)}</p>
              {product.isNew && <span className="kora-product-card__new">{t('home.new')}</span>}
            </li>
          ))}
        </ul>
      )}
    </QuerySection>
  );
}
