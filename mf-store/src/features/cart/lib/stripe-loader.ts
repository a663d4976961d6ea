import type { Stripe } from '@stripe/stripe-js';

/** Stripe.js, fetched only when the API's provider is Stripe: nothing of it loads otherwise. */
export async function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  const { loadStripe } = await import('@stripe/stripe-js');
  return loadStripe(publishableKey);
}
