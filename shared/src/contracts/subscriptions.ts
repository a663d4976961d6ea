/**
 * Subscription service (platform.md §7), every call under `/api/subscription`, bearer token required
 * (401 without; the client then falls back to the free plan). Answers are `{ data: … }` except the
 * portal session (`{ url }`), the PDF download and the checkout redirect.
 */

import type { CurrencyCode } from './common';
import type { CheckoutSession, PaymentProviderName, PaymentRecord } from './payments';
import type { FeatureName, Plan, PlanFeatures, PlanName } from './plans';

/** active (Actif), canceled (Annulé), past_due (En retard), incomplete (payment not finished). */
export type SubscriptionStatus = 'active' | 'canceled' | 'past_due' | 'incomplete';

export interface Subscription {
  /** The plan paid for (may differ from `currentPlan` once canceled). */
  plan: PlanName;
  status: SubscriptionStatus;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  /** true: the subscription stops at `currentPeriodEnd` (cancel); reactivate clears it. */
  cancelAtPeriodEnd: boolean;
  provider: PaymentProviderName | null;
}

/** The plan in force, with its features. */
export type CurrentPlan = Plan;

/** `GET /api/subscription/current` → 200. `subscription` is null for a user who never paid for a plan. */
export interface CurrentSubscriptionResponse {
  data: { currentPlan: CurrentPlan; subscription: Subscription | null };
}

/** `GET /api/subscription/plans` (no token needed) → 200 */
export interface PlansResponse {
  data: Plan[];
}

/** `GET /api/subscription/status` → 200 */
export interface SubscriptionStatusResponse {
  data: {
    /** The plan in force (free when nothing is paid for). */
    plan: PlanName;
    /** 'none' when the user never subscribed to a paid plan. */
    status: SubscriptionStatus | 'none';
    /** A paid plan is in force. */
    isActive: boolean;
    cancelAtPeriodEnd: boolean;
    currentPeriodStart: string | null;
    currentPeriodEnd: string | null;
  };
}

/**
 * `POST /api/subscription/create-checkout-session` body. `plan` is starter or premium (422 otherwise);
 * URLs must be absolute and on the web app's origin (422 'Adresse de retour non autorisée.').
 * Same plan as the current one: 409 'Vous avez déjà ce plan'. An optional `Idempotency-Key` header
 * makes a retried call answer the same session.
 */
export interface CreateCheckoutSessionRequest {
  plan: PlanName;
  successUrl: string;
  cancelUrl: string;
}

/** → 200 `{ data: { sessionId, checkoutUrl, provider, publishableKey } }` */
export interface CreateCheckoutSessionResponse {
  data: CheckoutSession;
}

/** `POST /api/subscription/create-portal-session` body → 200 `{ url }` (the provider's billing portal). */
export interface CreatePortalSessionRequest {
  returnUrl: string;
}

export interface CreatePortalSessionResponse {
  url: string;
}

/**
 * `POST /api/subscription/cancel` (cancels at the end of the period), `POST /api/subscription/reactivate`
 * and `POST /api/subscription/change-plan` → 200. 409 with a message when there is no paid subscription
 * to act on ('Aucun abonnement actif.') or the plan is already the current one ('Vous avez déjà ce plan').
 */
export interface SubscriptionChangeResponse {
  data: { message: string; currentPlan: CurrentPlan; subscription: Subscription | null };
}

/** `POST /api/subscription/change-plan` body. `free` schedules the cancellation at period end. */
export interface ChangePlanRequest {
  plan: PlanName;
}

/** `GET /api/subscription/payment-history` → 200, newest first (every purpose: plans, tracks, tickets, orders). */
export interface PaymentHistoryResponse {
  data: PaymentRecord[];
}

export interface Invoice {
  id: number;
  /** e.g. "KORA-2025-000012" */
  number: string;
  description: string;
  status: 'paid';
  price: number;
  priceMinor: number;
  currency: CurrencyCode;
  issuedAt: string;
  periodStart: string | null;
  periodEnd: string | null;
  /** `GET /api/subscription/invoices/{id}/download`: application/pdf, attachment "facture-{id}.pdf" (bearer). */
  downloadUrl: string;
}

/** `GET /api/subscription/invoices` → 200, newest first. */
export interface InvoicesResponse {
  data: Invoice[];
}

/** `GET /api/subscription/check-feature/{feature}` → 200; an unknown feature → 400. */
export interface CheckFeatureResponse {
  data: {
    feature: FeatureName;
    /** The current plan gives it (a limit other than 0, a discount above 0, or true). */
    enabled: boolean;
    /** The feature's value in the current plan. */
    value: PlanFeatures[FeatureName];
    plan: PlanName;
    /** The lowest plan that gives it. */
    requiredPlan: PlanName;
  };
}

export interface UsageCounter {
  used: number;
  /** -1 unlimited. */
  limit: number;
}

/** `GET /api/subscription/usage-stats` → 200 */
export interface UsageStatsResponse {
  data: {
    plan: PlanName;
    /** Counted on the server; favourites kept only on the device are not counted. */
    favorites: UsageCounter;
    playlists: UsageCounter;
    /** Tracks downloaded since the start of the month; limit -1 with unlimitedDownloads, else 0. */
    downloads: UsageCounter;
    purchases: number;
    tickets: number;
    events: number;
  };
}
