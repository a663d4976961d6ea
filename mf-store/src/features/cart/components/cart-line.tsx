import { Link } from 'react-router-dom';
import {
  href,
  mediaUrl,
  QuantityInput,
  ResponsiveImage,
  useCartStore,
  useTranslation,
  type CartItem,
} from '@kora/shared';
import type { QuotedLine } from '@kora/shared/contracts';
import { useCartMoney } from '../hooks/use-cart-money';
import { linePriceOf, productIdOf, unitPriceOf } from '../lib/cart-lines';
import { MAX_LINE_QUANTITY } from '../lib/quantity';
import { LineProblem } from './line-problem';

interface CartLineProps {
  item: CartItem;
  quoted: QuotedLine | null;
  locked: boolean;
}

/** One row of the cart: image, title link, quantity, line price, delete — and the server's flag, if any. */
export function CartLine({ item, quoted, locked }: CartLineProps) {
  const { t } = useTranslation('store');
  const money = useCartMoney();
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  const image = mediaUrl(item.image);
  const productId = productIdOf(item);

  return (
    <tr className={`kora-cart-line${quoted?.problem ? ' kora-cart-line--flagged' : ''}`}>
      <td className="kora-cart-line__image">
        {image ? (
          <ResponsiveImage src={image} alt="" width={64} height={64} sizes="64px" />
        ) : (
          <span className="kora-cart-line__placeholder" aria-hidden="true" />
        )}
      </td>
      <th scope="row" className="kora-cart-line__product">
        {productId === null ? item.name : <Link to={href('product', { id: productId })}>{item.name}</Link>}
        <span className="kora-cart-line__unit">
          {t('cart.line.unitPrice', { price: money.shown(unitPriceOf(item)) })}
        </span>
        {quoted?.problem && <LineProblem item={item} line={quoted} disabled={locked} />}
      </th>
      <td className="kora-cart-line__quantity">
        <QuantityInput
          label={t('cart.line.quantityOf', { name: item.name })}
          labelHidden
          lessLabel={t('cart.line.decrease', { name: item.name })}
          moreLabel={t('cart.line.increase', { name: item.name })}
          value={item.quantity}
          max={MAX_LINE_QUANTITY}
          commit="on-leave"
          belowOne="remove"
          disabled={locked}
          onChange={(quantity) => setQuantity(item.id, quantity)}
        />
      </td>
      <td className="kora-cart-line__price">{money.shown(linePriceOf(item))}</td>
      <td className="kora-cart-line__actions">
        <button
          type="button"
          className="kora-button kora-cart-line__remove"
          aria-label={t('cart.line.remove', { name: item.name })}
          disabled={locked}
          onClick={() => remove(item.id)}
        >
          {t('cart.line.removeShort')}
        </button>
      </td>
    </tr>
  );
}
