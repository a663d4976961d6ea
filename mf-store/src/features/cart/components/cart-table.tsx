import { useTranslation, type CartItem } from '@kora/shared';
import type { CartQuoteState } from '../hooks/use-cart-quote';
import { productIdOf } from '../lib/cart-lines';
import { CartLine } from './cart-line';

interface CartTableProps {
  items: readonly CartItem[];
  quote: CartQuoteState;
  locked: boolean;
}

/** The cart's lines as a table; on a phone each line becomes a stacked block (cart-page.css). */
export function CartTable({ items, quote, locked }: CartTableProps) {
  const { t } = useTranslation('store');
  return (
    <table className="kora-cart-table">
      <caption className="kora-cart-table__caption">{t('cart.table.caption')}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{t('cart.table.product')}</th>
          <th scope="col">{t('cart.table.quantity')}</th>
          <th scope="col">{t('cart.table.price')}</th>
          <th scope="col">
            <span className="kora-cart-table__hidden">{t('cart.table.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <CartLine key={item.id} item={item} quoted={quote.lineOf(productIdOf(item))} locked={locked} />
        ))}
      </tbody>
    </table>
  );
}
