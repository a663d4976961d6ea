import type { Endpoint } from './endpoint';

/** Subscriptions (platform.md §7): plans, the user's subscription, checkout, changes, invoices, the local portal. */

export const listPlans = {
  area: 'subscriptions',
  method: 'GET',
  path: '/subscription/plans',
  summary: 'Every plan with its price and features',
  access: 'visitor',
  schema: (s) => ({ response: s.PlansResponseSchema }),
} as const satisfies Endpoint;

export const currentSubscription = {
  area: 'subscriptions',
  method: 'GET',
  path: '/subscription/current',
  summary: 'The plan in force and the paid subscription (free when none)',
  access: 'user',
  schema: (s) => ({ response: s.CurrentSubscriptionResponseSchema }),
} as const satisfies Endpoint;

export const subscriptionStatus = {
  area: 'subscriptions',
  method: 'GET',
  path: '/subscription/status',
  summary: 'Subscription status',
  access: 'user',
  schema: (s) => ({ response: s.SubscriptionStatusResponseSchema }),
} as const satisfies Endpoint;

export const startSubscriptionCheckout = {
  area: 'subscriptions',
  method: 'POST',
  path: '/subscription/create-checkout-session',
  summary:
    'Opens a checkout for a paid plan at the payment provider (by card: renewed monthly; by mobile money: one prepaid month); Idempotency-Key header optional',
  access: 'user',
  errors: [409, 422, 502],
  schema: (s) => ({
    headers: s.IdempotencyKeyHeadersSchema,
    body: s.CreateCheckoutSessionRequestSchema,
    response: s.CreateCheckoutSessionResponseSchema,
  }),
} as const satisfies Endpoint;

export const openBillingPortal = {
  area: 'subscriptions',
  method: 'POST',
  path: '/subscription/create-portal-session',
  summary: "Opens the payment provider's billing portal",
  access: 'user',
  errors: [409, 422, 502],
  schema: (s) => ({ body: s.CreatePortalSessionRequestSchema, response: s.CreatePortalSessionResponseSchema }),
} as const satisfies Endpoint;

export const cancelSubscription = {
  area: 'subscriptions',
  method: 'POST',
  path: '/subscription/cancel',
  summary: 'Cancels the subscription at the end of the period',
  access: 'user',
  errors: [402, 409, 422, 502],
  invalidates: ['subscriptions'],
  schema: (s) => ({ response: s.SubscriptionChangeResponseSchema }),
} as const satisfies Endpoint;

export const reactivateSubscription = {
  area: 'subscriptions',
  method: 'POST',
  path: '/subscription/reactivate',
  summary: 'Withdraws a scheduled cancellation',
  access: 'user',
  errors: [402, 409, 422, 502],
  invalidates: ['subscriptions'],
  schema: (s) => ({ response: s.SubscriptionChangeResponseSchema }),
} as const satisfies Endpoint;

/**
 * A higher plan is charged first: prorated at a provider that keeps the subscription (402 when the charge
 * fails), else 402 and the upgrade goes through create-checkout-session. A prepaid plan (mobile money)
 * is never renewed, so there is nothing to cancel or move down: cancel, free and a lower plan answer 409.
 */
export const changeSubscriptionPlan = {
  area: 'subscriptions',
  method: 'POST',
  path: '/subscription/change-plan',
  summary: 'Moves a paid subscription to another plan: lower ones at period end (free cancels), higher ones once paid',
  access: 'user',
  errors: [402, 409, 422, 502],
  invalidates: ['subscriptions'],
  schema: (s) => ({ body: s.ChangePlanRequestSchema, response: s.SubscriptionChangeResponseSchema }),
} as const satisfies Endpoint;

export const listPaymentHistory = {
  area: 'subscriptions',
  method: 'GET',
  path: '/subscription/payment-history',
  summary: "The user's payments, newest first",
  access: 'user',
  schema: (s) => ({ response: s.PaymentHistoryResponseSchema }),
} as const satisfies Endpoint;

export const listSubscriptionInvoices = {
  area: 'subscriptions',
  method: 'GET',
  path: '/subscription/invoices',
  summary: "The user's invoices, newest first",
  access: 'user',
  schema: (s) => ({ response: s.InvoicesResponseSchema }),
} as const satisfies Endpoint;

/** Answers application/pdf, not JSON. */
export const downloadSubscriptionInvoice = {
  area: 'subscriptions',
  method: 'GET',
  path: '/subscription/invoices/:id/download',
  summary: 'An invoice as PDF (attachment facture-{id}.pdf)',
  access: 'user',
  owner: "the invoice's account (404 for another account's)",
  errors: [404],
  produces: 'application/pdf',
  schema: (s) => ({ params: s.IdParamsSchema }),
} as const satisfies Endpoint;

export const checkPlanFeature = {
  area: 'subscriptions',
  method: 'GET',
  path: '/subscription/check-feature/:feature',
  summary: "Whether the user's plan gives a feature",
  access: 'user',
  schema: (s) => ({ params: s.CheckFeatureParamsSchema, response: s.CheckFeatureResponseSchema }),
} as const satisfies Endpoint;

export const subscriptionUsage = {
  area: 'subscriptions',
  method: 'GET',
  path: '/subscription/usage-stats',
  summary: "What the user uses of the plan's limits",
  access: 'user',
  schema: (s) => ({ response: s.UsageStatsResponseSchema }),
} as const satisfies Endpoint;

/** A browser navigation: answers 303 to the provider's page. */
export const goToSubscriptionCheckout = {
  area: 'subscriptions',
  method: 'GET',
  path: '/subscription/checkout/:sessionId',
  summary: "Sends the browser to the payment provider's checkout page",
  access: 'visitor',
  errors: [404],
  schema: (s) => ({ params: s.CheckoutRedirectParamsSchema }),
} as const satisfies Endpoint;

/** A browser page (HTML) of the local provider; the signed link says whose subscription it shows. */
export const billingPortalPage = {
  area: 'subscriptions',
  method: 'GET',
  path: '/subscription/portal',
  summary: 'Local billing portal page (HTML)',
  access: 'visitor',
  owner: 'the account the signed portal link was made for',
  errors: [404],
  produces: 'text/html',
  schema: (s) => ({ query: s.BillingPortalPageQuerySchema }),
} as const satisfies Endpoint;

/** The portal page's form (application/x-www-form-urlencoded): answers 303 back to the page. */
export const billingPortalAction = {
  area: 'subscriptions',
  method: 'POST',
  path: '/subscription/portal',
  summary: 'Cancel or reactivate from the local billing portal',
  access: 'visitor',
  owner: 'the account the signed portal link was made for',
  errors: [404, 422],
  produces: 'text/html',
  schema: (s) => ({ query: s.BillingPortalQuerySchema, body: s.BillingPortalActionRequestSchema }),
} as const satisfies Endpoint;

/** Answers application/pdf, not JSON. */
export const billingPortalInvoice = {
  area: 'subscriptions',
  method: 'GET',
  path: '/subscription/portal/invoices/:id',
  summary: 'An invoice PDF from the local billing portal',
  access: 'visitor',
  owner: "the account the signed portal link was made for (404 for another account's invoice)",
  errors: [404],
  produces: 'application/pdf',
  schema: (s) => ({ params: s.IdParamsSchema, query: s.BillingPortalQuerySchema }),
} as const satisfies Endpoint;
