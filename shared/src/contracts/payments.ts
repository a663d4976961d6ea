/**
 * Payments: checkout sessions shared by subscriptions, track and album sales, tickets and store orders.
 *
 * The API talks to one payment provider, chosen by its configuration:
 * - `local` (default): the API serves its own test checkout page. Test cards: 4242 4242 4242 4242
 *   succeeds; 4000 0000 0000 0002 is declined ('Votre carte a été refusée.'), the page then lets the
 *   buyer retry or cancel. Success redirects to the success URL, cancel to the cancel URL.
 * - `stripe`: Stripe Checkout; `publishableKey` is given for `@stripe/stripe-js`.
 * Either way `checkoutUrl` is a page the browser can be sent to, and
 * `GET /api/subscription/checkout/{sessionId}` redirects there (the fallback when stripe-js is unavailable).
 * What was bought is granted only when the provider confirms the payment, never by the return URL.
 */

import type { CurrencyCode } from './common';

export type PaymentProviderName = 'local' | 'stripe';
export type PaymentPurpose = 'subscription' | 'track' | 'album' | 'ticket' | 'order';
export type PaymentSessionStatus = 'open' | 'paid' | 'expired' | 'canceled' | 'failed';

/** What a create-checkout-session call answers (inside `data` for subscriptions). */
export interface CheckoutSession {
  /** Stripe's session id (cs_…) with `stripe`; the API's own id with `local`. */
  sessionId: string;
  /** The provider's checkout page: redirect the browser there. */
  checkoutUrl: string;
  provider: PaymentProviderName;
  /** Stripe publishable key (pk_…) with `stripe`, null with `local`. */
  publishableKey: string | null;
}

/** One payment of the signed-in user (`GET /api/subscription/payment-history`). */
export interface PaymentRecord {
  /** The payment session's id. */
  id: string;
  purpose: PaymentPurpose;
  description: string;
  status: PaymentSessionStatus;
  price: number;
  priceMinor: number;
  currency: CurrencyCode;
  provider: PaymentProviderName;
  createdAt: string;
  /** When the provider confirmed the payment; null while not paid. */
  completedAt: string | null;
}
