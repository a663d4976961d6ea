import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState, href, useCartStore, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { useCartPricing } from '../hooks/use-cart-pricing';
import { useCheckout } from '../hooks/use-checkout';
import { returnedOrderId } from '../lib/order-return';
import { CartSummary } from './cart-summary';
import { CartTable } from './cart-table';
import { CheckoutPanel } from './checkout-panel';
import { OrderPending } from './order-pending';
import { OrderReturn } from './order-return';
import { PromoCodeField } from './promo-code-field';
import './cart-page.css';

/**
 * /cart: the lines, the total the server will charge (promo, Premium), the buyer's details and the
 * payment; `?order=<id>` when the mobile-money page sends the payer back: that order's state first.
 */
export function CartPage() {
  const { t } = useTranslation('store');
  const [search] = useSearchParams();
  const returnedOrder = returnedOrderId(search);
  const items = useCartStore((state) => state.items);
  const { quote, promo } = useCartPricing(items);
  const checkout = useCheckout(quote.request);
  const locked = checkout.state.step !== 'idle';

  if (checkout.state.step === 'order-failed') {
    return (
      <ScreenFrame area="store" screen="cart">
        <OrderPending message={checkout.state.message} />
      </ScreenFrame>
    );
  }

  const cart =
    items.length === 0 ? (
      <EmptyState
        title={t('cart.empty')}
        hint={
          <Link className="kora-button" to={href('store')}>
            {t('cart.backToStore')}
          </Link>
        }
      />
    ) : (
      <div className="kora-cart">
        <CartTable items={items} quote={quote} locked={locked} />
        <div className="kora-cart__side">
          <PromoCodeField
            applied={promo.applied}
            refusal={promo.refusal}
            disabled={locked}
            onApply={promo.apply}
            onRemove={promo.remove}
          />
          <CartSummary quote={quote} />
          <CheckoutPanel quote={quote} checkout={checkout} />
        </div>
      </div>
    );

  return (
    <ScreenFrame area="store" screen="cart">
      {returnedOrder === null ? cart : <OrderReturn key={returnedOrder} orderId={returnedOrder} cart={cart} />}
    </ScreenFrame>
  );
}
