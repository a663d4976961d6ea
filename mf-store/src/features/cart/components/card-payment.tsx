import { useTranslation } from '@kora/shared';
import { useCartMoney } from '../hooks/use-cart-money';
import type { CardFormProps } from './card-form-props';
import { StripeCardForm } from './stripe-card-form';
import { TestCardForm } from './test-card-form';

/** The amount to pay and the card form of the API's provider: Stripe Elements, or the API's own test cards. */
export function CardPayment(props: CardFormProps) {
  const { t } = useTranslation('store');
  const money = useCartMoney();
  return (
    <section className="kora-cart-card" aria-labelledby="kora-cart-card-title">
      <h3 id="kora-cart-card-title" className="kora-cart__heading">
        {t('cart.card.title')}
      </h3>
      <p className="kora-cart-card__amount">{t('cart.card.amount', { amount: money.toPay(props.intent.amount) })}</p>
      {props.intent.provider === 'stripe' ? <StripeCardForm {...props} /> : <TestCardForm {...props} />}
    </section>
  );
}
