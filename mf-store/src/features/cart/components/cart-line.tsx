import { Link } from 'react-router-dom';
import { href, mediaUrl, ResponsiveImage, useCartStore, useFormat, useTranslation, type CartItem } from '@kora/shared';
import type { QuotedLine } from '@kora/shared/contracts';
import { productIdOf } from '../lib/cart-lines';
import { LineProblem } from './line-problem';
import { QuantityStepper } from './quantity-stepper';

interface CartLineProps {
  item: CartItem;
  quoted: QuotedLine | null;
  locked: boolean;
}

/** One row of the cart: image, title link, quantity, line price, delete — and the server's flag, if any. */
export function CartLine({ item, quoted, locked }: CartLineProps) {
  const { t } = useTranslation('store');
  const format = useFormat();
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  const image = mediaUrl(item.image);
  const productId = productIdOf(item);
  const linePrice = Math.round(item.price * item.quantity * 100) / 100;

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
        <span className="kora-cart-line__unit">{t('cart.line.unitPrice', { price: format.price(item.price) })}</span>
        {quoted?.problem && <LineProblem item={item} line={quoted} disabled={locked} />}
      </th>
      <td className="kora-cart-line__quantity">
        <QuantityStepper
          name={item.name}
          quantity={item.quantity}
          disabled={locked}
          onChange={(quantity) => setQuantity(item.id, quantity)}
        />
      </td>
      <td className="kora-cart-line__price">{format.price(linePrice)}</td>
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
