import { ShareLinks, useFormat, useTranslation } from '@kora/shared';
import { SafeHtml } from '@kora/shared/safe-html';
import type { Product } from '@kora/shared/contracts';
import { AddToCartForm } from './add-to-cart-form';
import { ProductGallery } from './product-gallery';
import { StockStatus } from './stock-status';

/** The product itself: pictures, name, price, category, stock, quantity and Add, description, share links. */
export function ProductDetails({ product, url }: { product: Product; url: string }) {
  const { t } = useTranslation('store');
  const format = useFormat();
  return (
    <article className="kora-product-detail">
      <div className="kora-product-detail__media">
        <ProductGallery product={product} />
      </div>
      <div className="kora-product-detail__info">
        <h1 id="screen-product" className="kora-product-detail__title">
          <span className="kora-product-detail__kind">{t('screens.product')}</span>
          <span className="kora-visually-hidden"> : </span>
          {product.name}
        </h1>
        <p className="kora-product-detail__price">{format.price(product.price, product.currency)}</p>
        {product.category && (
          <p className="kora-product-detail__category">
            {t('detail.category')} <strong>{product.category}</strong>
          </p>
        )}
        <StockStatus stock={product.stock} />
        <AddToCartForm product={product} />
        <ShareLinks url={url} title={product.name} networks={['facebook', 'x', 'whatsapp']} copy />
      </div>
      {product.description && (
        <section className="kora-product-detail__about" aria-labelledby="kora-product-about">
          <h2 id="kora-product-about" className="kora-product-detail__subtitle">
            {t('detail.description')}
          </h2>
          <SafeHtml className="kora-product-detail__description" html={product.description} />
        </section>
      )}
    </article>
  );
}
