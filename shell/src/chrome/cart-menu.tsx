import { href, selectCartCount, useCartStore, useTranslation } from '@kora/shared';
import { Link } from 'react-router-dom';
import { HeaderPopover } from './header-popover';
import { Icon } from './icons';
import type { HeaderPopoverControl } from './use-header-popover';

/** The header's line price carries a dollar sign, as the spec describes the dropdown. */
const linePrice = (price: number, quantity: number): string => `$${(price * quantity).toFixed(2)}`;

export function CartMenu({ control }: { control: HeaderPopoverControl }) {
  const { t } = useTranslation('shell');
  const items = useCartStore((state) => state.items);
  const count = useCartStore(selectCartCount);
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
        <ul className="kora-popover__list">
          {items.map((item) => (
            <li key={item.id} className="kora-cart-line">
              <span>{t('cart.line', { quantity: item.quantity, name: item.name })}</span>
              <span className="kora-cart-line__price">{linePrice(item.price, item.quantity)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link className="kora-popover__action" to={href('cart')} onClick={control.close}>
        {t('cart.view')}
      </Link>
    </HeaderPopover>
  );
}
