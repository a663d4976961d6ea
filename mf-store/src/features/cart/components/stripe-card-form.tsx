import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { FormMessage, LoadingState, useTranslation } from '@kora/shared';
import { loadStripeFor } from '../lib/stripe-loader';
import type { CardFormProps } from './card-form-props';
import { CardFormActions } from './card-form-actions';

interface MountedCard {
  stripe: Stripe;
  card: StripeCardElement;
}

/** Stripe Elements' card field, confirmed with the intent's client secret; Stripe.js loads on first use. */
export function StripeCardForm({ intent, customer, onPaid, onCancel }: CardFormProps) {
  const { t } = useTranslation('store');
  const host = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState<MountedCard | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = intent.publishableKey;

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    if (!key) {
      setLoadFailed(true);
      return undefined;
    }
    loadStripeFor(key)
      .then((stripe) => {
        if (cancelled) return;
        if (!stripe || !host.current) {
          setLoadFailed(true);
          return;
        }
        card = stripe.elements().create('card', { hidePostalCode: true });
        card.mount(host.current);
        setMounted({ stripe, card });
      })
      .catch(() => {
        if (!cancelled) setLoadFailed(true);
      });
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [key]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!mounted) return;
    setProcessing(true);
    setError(null);
    const result = await mounted.stripe
      .confirmCardPayment(intent.clientSecret, {
        payment_method: { card: mounted.card, billing_details: { name: customer.name, email: customer.email } },
      })
      .catch(() => null);
    if (result?.paymentIntent && ['succeeded', 'processing'].includes(result.paymentIntent.status)) {
      onPaid();
      return;
    }
    setError(t('cart.card.failed', { message: result?.error?.message ?? t('cart.card.declined') }));
    setProcessing(false);
  }

  if (loadFailed) return <FormMessage kind="error">{t('cart.card.loadError')}</FormMessage>;

  return (
    <form className="kora-cart-card__form" onSubmit={submit} noValidate aria-busy={processing || undefined}>
      <p id="kora-cart-stripe-label" className="kora-field__label">
        {t('cart.card.details')}
      </p>
      <div ref={host} className="kora-cart-card__stripe" role="group" aria-labelledby="kora-cart-stripe-label" />
      {!mounted && <LoadingState label={t('cart.card.loading')} />}
      <FormMessage kind="error">{error}</FormMessage>
      <CardFormActions processing={processing} ready={mounted !== null} onCancel={onCancel} />
    </form>
  );
}
