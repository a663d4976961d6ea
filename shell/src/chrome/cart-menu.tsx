import { href, selectCartCount, selectCartTotal, useCartStore, useFormat, useTranslation } from '@kora/shared';
import { Link } from 'react-router-dom';
import { HeaderPopover } from './header-popover';
import { Icon } from './icons';
import type { HeaderPopoverControl } from './use-header-popover';

/** The header's cart: its lines and total in the visitor's currency (cart prices are kept in EUR). */
export function CartMenu({ control }: { control: HeaderPopoverControl }) {
  const { t } = useTranslation('shell');
  const format = useFormat();
  const items = useCartStore((state) => state.items);
  const count = useCartStore(selectCartCount);
  const total = useCartStore(selectCartTotal);
  return (
    <HeaderPopover
      name="cart"
      control={control}
      label={t('cart.toggle', { count })}
      buttonContent={
        <>
          <Icon name="cart" />
          <span className="kora-badge" aria-hidden="true">
            {count}
          </span>
        </>
      }
    >
      <h2 className="kora-popover__title">{t('cart.title')}</h2>
      {items.length === 0 ? (
        <p className="kora-popover__empty">{t('cart.empty')}</p>
      ) : (
        <>
          <ul className="kora-popover__list">
            {items.map((item) => (
              <li key={item.id} className="kora-cart-line">
                <span>{t('cart.line', { quantity: item.quantity, name: item.name })}</span>
                <span className="kora-cart-line__price">{format.price(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <p className="kora-cart-total">
            <span>{t('cart.total')}</span>
            <span className="kora-cart-line__price">{format.price(total)}</span>
          </p>
        </>
      )}
      <Link className="kora-popover__action" to={href('cart')} onClick={control.close}>
        {t('cart.view')}
      </Link>
    </HeaderPopover>
  );
}
