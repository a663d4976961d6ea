import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, LoadingState, selectSignedIn, TextField, useSessionStore, useTranslation } from '@kora/shared';
import type { MobileMoneyOperator } from '@kora/shared/contracts/plain';
import { rememberedMobileMoneyPayer, rememberedPaymentMethod } from '@kora/shared/payment-choice';
import { useSignInHere } from '@kora/shared/remote-app';
import type { CartQuoteState } from '../hooks/use-cart-quote';
import type { Checkout } from '../hooks/use-checkout';
import { useMobileMoneyCharge } from '../hooks/use-mobile-money-charge';
import { customerProblem } from '../lib/customer';
import { CardPayment } from './card-payment';
import { PaymentChoice, type PaymentMethod } from './payment-choice';

interface CheckoutPanelProps {
  quote: CartQuoteState;
  checkout: Checkout;
}

/**
 * The buyer's details, the payment choice (the method last used on this device first), then the card
 * form for the amount the server priced, or the mobile-money page for its FCFA.
 */
export function CheckoutPanel({ quote, checkout }: CheckoutPanelProps) {
  const { t } = useTranslation('store');
  const signInHere = useSignInHere();
  const signedIn = useSessionStore(selectSignedIn);
  const sessionEmail = useSessionStore((state) => state.email);
  const [name, setName] = useState('');
  const [email, setEmail] = useState(sessionEmail ?? '');
  const [method, setMethod] = useState<PaymentMethod>(rememberedPaymentMethod);
  const [operator, setOperator] = useState<MobileMoneyOperator>(
    () => rememberedMobileMoneyPayer()?.operator ?? 'orange',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const { state } = checkout;
  const charge = useMobileMoneyCharge(quote.quote?.total ?? null);

  useEffect(() => {
    if (sessionEmail) setEmail((typed) => typed || sessionEmail);
  }, [sessionEmail]);

  if (!signedIn) {
    return (
      <section className="kora-cart-checkout" aria-labelledby="kora-cart-customer-title">
        <h2 id="kora-cart-customer-title" className="kora-cart__heading">
          {t('cart.customer.title')}
        </h2>
        <p className="kora-cart-checkout__signed-out" role="alert">
          {t('cart.signedOut')} <Link to={signInHere}>{t('cart.signIn')}</Link>
        </p>
      </section>
    );
  }

  const priced = quote.quote;
  const busy = state.step !== 'idle';
  const payable = method !== 'paypal' && (method === 'card' || charge !== null);
  const canPay = payable && !busy && quote.current && priced !== null && priced.payable && !quote.hasProblem;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPay) return;
    const customer = { name: name.trim(), email: email.trim() };
    const found = customerProblem(customer);
    setProblem(found && t(`cart.customer.${found}`));
    if (found) return;
    if (method === 'mobile_money') void checkout.payByMobileMoney(customer, priced.total.priceMinor, operator);
    else void checkout.prepare(customer, priced.total.priceMinor);
  };

  return (
    <section className="kora-cart-checkout" aria-labelledby="kora-cart-customer-title">
      <form className="kora-cart-checkout__form" onSubmit={submit} noValidate>
        <h2 id="kora-cart-customer-title" className="kora-cart__heading">
          {t('cart.customer.title')}
        </h2>
        <TextField
          label={t('cart.customer.name')}
          value={name}
          autoComplete="name"
          maxLength={120}
          required
          disabled={busy}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('cart.customer.email')}
          type="email"
          value={email}
          autoComplete="email"
          maxLength={254}
          required
          disabled={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PaymentChoice
          method={method}
          operator={operator}
          total={priced?.total ?? null}
          disabled={busy}
          onChange={setMethod}
          onOperatorChange={setOperator}
        />
        {quote.hasProblem && <p className="kora-cart-checkout__hint">{t('cart.payment.fixLines')}</p>}
        <FormMessage kind="error">{problem ?? checkout.error}</FormMessage>
        {(state.step === 'idle' || state.step === 'preparing' || state.step === 'leaving') && (
          <button
            type="submit"
            className="kora-button kora-button--accent"
            disabled={!canPay}
            aria-busy={busy || undefined}
          >
            {state.step === 'preparing'
              ? t('cart.payment.preparing')
              : state.step === 'leaving'
                ? t('cart.payment.leaving')
                : method === 'mobile_money' && charge
                  ? t('cart.payment.payCharged', { amount: charge.text })
                  : t('cart.payment.pay')}
          </button>
        )}
      </form>
      {state.step === 'card' && (
        <CardPayment
          intent={state.intent}
          customer={state.customer}
          onPaid={() => void checkout.paid()}
          onCancel={checkout.cancel}
        />
      )}
      {state.step === 'confirming' && <LoadingState label={t('cart.order.confirming')} />}
    </section>
  );
}
