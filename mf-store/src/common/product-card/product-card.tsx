import { Link } from 'react-router-dom';
import { href, SkeletonCard, useFormat, useTranslation } from '@kora/shared';
import type { Product } from '@kora/shared/contracts';
import { AddToCartButton } from './add-to-cart-button';
import { ProductImage } from './product-image';
import './product-card.css';

export interface ProductCardProps {
  product: Product;
  /** The card's heading level in the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/** A store card: picture, New badge, title linking to the product, converted price, stock mark and Add. */
export function ProductCard({ product, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const { t } = useTranslation('store');
  const format = useFormat();
  return (
    <article className="kora-product-card">
      <ProductImage src={product.image} />
      {product.isNew && <span className="kora-product-card__new">{t('common.new')}</span>}
      <Heading className="kora-product-card__title">
        <Link to={href('product', { id: product.id })}>{product.title}</Link>
      </Heading>
      <p className="kora-product-card__price">{format.price(product.price, product.currency)}</p>
      {product.stock <= 0 && <p className="kora-product-card__sold-out">{t('common.outOfStock')}</p>}
      <AddToCartButton product={product} />
    </article>
  );
}

/** A product card still loading: the card's picture and lines, at its size. */
export function ProductCardPlaceholder() {
  return <SkeletonCard media="square" lines={5} />;
}
