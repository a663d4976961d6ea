import { ErrorState, LoadingState, useCartStore, useTranslation } from '@kora/shared';
import { useCartMoney } from '../hooks/use-cart-money';
import type { CartQuoteState } from '../hooks/use-cart-quote';
import { cartTotalOf } from '../lib/cart-lines';

/** Subtotal, each discount and the total as the server will charge them; the cart's own sum until it answers. */
export function CartSummary({ quote }: { quote: CartQuoteState }) {
  const { t } = useTranslation('store');
  const money = useCartMoney();
  const items = useCartStore((state) => state.items);
  const priced = quote.quote;

  return (
    <section className="kora-cart-summary" aria-labelledby="kora-cart-summary-title" aria-busy={!quote.current}>
      <h2 id="kora-cart-summary-title" className="kora-cart__heading">
        {t('cart.summary.title')}
      </h2>
      {quote.query.isError && (
        <ErrorState message={t('cart.summary.error')} onRetry={() => void quote.query.refetch()} />
      )}
      {priced ? (
        <dl className="kora-cart-summary__rows">
          <div className="kora-cart-summary__row">
            <dt>{t('cart.summary.subtotal')}</dt>
            <dd>{money.shown(priced.subtotal)}</dd>
          </div>
          {priced.discounts.map((discount) => (
            <div
              key={`${discount.kind}-${discount.label}`}
              className="kora-cart-summary__row kora-cart-summary__discount"
            >
              <dt>{discount.label}</dt>
              <dd>−{money.shown(discount.amount)}</dd>
            </div>
          ))}
          <div className="kora-cart-summary__row kora-cart-summary__total">
            <dt>{t('cart.summary.total')}</dt>
            <dd>{money.toPay(priced.total)}</dd>
          </div>
        </dl>
      ) : (
        <>
          {!quote.query.isError && <LoadingState label={t('cart.summary.pricing')} />}
          <p className="kora-cart-summary__row">
            <span>{t('cart.summary.estimated')}</span> <span>{money.shown(cartTotalOf(items))}</span>
          </p>
        </>
      )}
    </section>
  );
}
