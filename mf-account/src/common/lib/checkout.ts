import { apiPath, withTimeout } from '@kora/shared';
import type { CheckoutSession } from '@kora/shared/contracts';
import { fillPath, goToSubscriptionCheckout } from '@kora/shared/contracts/endpoints';
import { redirectTo } from './redirect';

/** How long the card provider's script may take to load before the API's checkout page is used instead. */
export const STRIPE_LOAD_TIMEOUT_MS = 4000;

/** The API's own checkout page for a session: the fallback when the provider's script is unavailable. */
const fallbackCheckoutUrl = (sessionId: string) => apiPath(fillPath(goToSubscriptionCheckout.path, { sessionId }));

/** Loads Stripe.js only now (never at import), and gives up after the timeout. */
async function stripeIsAvailable(publishableKey: string): Promise<boolean> {
  try {
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    const stripe = await withTimeout(loadStripe(publishableKey), STRIPE_LOAD_TIMEOUT_MS);
    return stripe !== null;
  } catch {
    return false;
  }
}

/**
 * Sends the buyer to pay. With Stripe, its script is loaded on the click and the buyer goes to the
 * Stripe Checkout page; when the script cannot load in time — or with the API's own test provider —
 * the browser goes through the API's checkout address (platform.md §7's fallback).
 */
export async function goToCheckout(session: CheckoutSession): Promise<void> {
  if (session.provider === 'stripe' && session.publishableKey) {
    const available = await stripeIsAvailable(session.publishableKey);
    redirectTo(available && session.checkoutUrl ? session.checkoutUrl : fallbackCheckoutUrl(session.sessionId));
    return;
  }
  redirectTo(session.checkoutUrl || fallbackCheckoutUrl(session.sessionId));
}
