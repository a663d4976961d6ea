import type { Product } from '@kora/shared/contracts';
import { ProductCard, type ProductCardProps } from './product-card';
import './product-card.css';

/** Store cards in a grid: 2 columns on phones, 3 from 768 px, 4 from 992 px. */
export function ProductCardList({
  products,
  headingLevel,
}: {
  products: readonly Product[];
  headingLevel?: ProductCardProps['headingLevel'];
}) {
  return (
    <ul className="kora-product-cards">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
