import { useCartStore, useTranslation, type CartItem } from '@kora/shared';
import type { QuotedLine } from '@kora/shared/contracts';
import { useCartMoney } from '../hooks/use-cart-money';
import { acceptPrice } from '../lib/accept-price';

interface LineProblemProps {
  item: CartItem;
  line: QuotedLine;
  disabled: boolean;
}

/** What stops a line being bought as it is (the server's quote says), with the fix where there is one. */
export function LineProblem({ item, line, disabled }: LineProblemProps) {
  const { t } = useTranslation('store');
  const money = useCartMoney();
  const setQuantity = useCartStore((state) => state.setQuantity);

  switch (line.problem) {
    case 'missing':
      return <p className="kora-cart-line__problem">{t('cart.problem.missing')}</p>;
    case 'out-of-stock':
      return <p className="kora-cart-line__problem">{t('cart.problem.outOfStock')}</p>;
    case 'not-enough-stock':
      return (
        <div className="kora-cart-line__problem">
          <p>{t('cart.problem.notEnoughStock', { count: line.stock })}</p>
          <button
            type="button"
            className="kora-button"
            disabled={disabled}
            onClick={() => setQuantity(item.id, line.stock)}
          >
            {t('cart.problem.lowerQuantity', { count: line.stock })}
          </button>
        </div>
      );
    case 'price-changed':
      return (
        <div className="kora-cart-line__problem">
          <p>{t('cart.problem.priceChanged', { price: money.shown(line.unitPrice) })}</p>
          <button
            type="button"
            className="kora-button"
            disabled={disabled}
            onClick={() => acceptPrice(item, line.unitPrice)}
          >
            {t('cart.problem.acceptPrice')}
          </button>
        </div>
      );
    default:
      return null;
  }
}
