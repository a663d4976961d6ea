import { FEATURE_NAMES, PLAN_ORDER } from '@kora/shared/contracts';
import { bearer, bool, errors, int, nullableStr, num, str } from '../../http/schemas';

const tags = ['subscriptions'];

const featuresSchema = { type: 'object', additionalProperties: true } as const;

export const planSchema = {
  type: 'object',
  properties: {
    name: str,
    label: str,
    price: num,
    priceMinor: int,
    currency: str,
    interval: str,
    features: featuresSchema,
  },
} as const;

export const subscriptionSchema = {
  anyOf: [
    {
      type: 'object',
      properties: {
        plan: str,
        status: str,
        currentPeriodStart: nullableStr,
        currentPeriodEnd: nullableStr,
        cancelAtPeriodEnd: bool,
        provider: nullableStr,
      },
    },
    { type: 'null' },
  ],
} as const;

const planStateProperties = { currentPlan: planSchema, subscription: subscriptionSchema } as const;

const data = (schema: object) => ({ type: 'object', properties: { data: schema } }) as const;

const absoluteUrl = { type: 'string', minLength: 1, maxLength: 2000 } as const;

export const currentSchema = {
  tags,
  summary: 'The plan in force and the paid subscription (free when none)',
  security: bearer,
  response: { 200: data({ type: 'object', properties: planStateProperties }), ...errors(401) },
} as const;

export const plansSchema = {
  tags,
  summary: 'Every plan with its price and features',
  response: { 200: data({ type: 'array', items: planSchema }) },
} as const;

export const statusSchema = {
  tags,
  summary: 'Subscription status',
  security: bearer,
  response: {
    200: data({
      type: 'object',
      properties: {
        plan: str,
        status: str,
        isActive: bool,
        cancelAtPeriodEnd: bool,
        currentPeriodStart: nullableStr,
        currentPeriodEnd: nullableStr,
      },
    }),
    ...errors(401),
  },
} as const;

export const checkoutSchema = {
  tags,
  summary: 'Opens a checkout for a paid plan at the payment provider; Idempotency-Key header optional',
  security: bearer,
  headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', minLength: 8, maxLength: 200 } } },
  body: {
    type: 'object',
    required: ['plan', 'successUrl', 'cancelUrl'],
    properties: {
      plan: { type: 'string', enum: ['starter', 'premium'] },
      successUrl: absoluteUrl,
      cancelUrl: absoluteUrl,
    },
  },
  response: {
    200: data({
      type: 'object',
      properties: { sessionId: str, checkoutUrl: str, provider: str, publishableKey: nullableStr },
    }),
    ...errors(401, 409, 422, 502),
  },
} as const;

export const portalSchema = {
  tags,
  summary: "Opens the payment provider's billing portal",
  security: bearer,
  body: { type: 'object', required: ['returnUrl'], properties: { returnUrl: absoluteUrl } },
  response: { 200: { type: 'object', properties: { url: str } }, ...errors(401, 409, 422, 502) },
} as const;

const changeResponse = {
  200: data({ type: 'object', properties: { message: str, ...planStateProperties } }),
  ...errors(401, 409, 422, 502),
};

export const cancelSchema = {
  tags,
  summary: 'Cancels the subscription at the end of the period',
  security: bearer,
  response: changeResponse,
} as const;
export const reactivateSchema = {
  tags,
  summary: 'Withdraws a scheduled cancellation',
  security: bearer,
  response: changeResponse,
} as const;

export const changePlanSchema = {
  tags,
  summary: 'Moves a paid subscription to another plan (free: cancels at period end)',
  security: bearer,
  body: { type: 'object', required: ['plan'], properties: { plan: { type: 'string', enum: [...PLAN_ORDER] } } },
  response: changeResponse,
} as const;

export const paymentHistorySchema = {
  tags,
  summary: "The user's payments, newest first",
  security: bearer,
  response: {
    200: data({
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: str,
          purpose: str,
          description: str,
          status: str,
          price: num,
          priceMinor: int,
          currency: str,
          provider: str,
          createdAt: str,
          completedAt: nullableStr,
        },
      },
    }),
    ...errors(401),
  },
} as const;

export const invoiceSchema = {
  type: 'object',
  properties: {
    id: int,
    number: str,
    description: str,
    status: str,
    price: num,
    priceMinor: int,
    currency: str,
    issuedAt: str,
    periodStart: nullableStr,
    periodEnd: nullableStr,
    downloadUrl: str,
  },
} as const;

export const invoicesSchema = {
  tags,
  summary: "The user's invoices, newest first",
  security: bearer,
  response: { 200: data({ type: 'array', items: invoiceSchema }), ...errors(401) },
} as const;

export const invoiceIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

export const invoiceDownloadSchema = {
  tags,
  summary: 'An invoice as PDF (attachment facture-{id}.pdf)',
  security: bearer,
  params: invoiceIdParams,
  response: { ...errors(400, 401, 404) },
} as const;

export const checkFeatureSchema = {
  tags,
  summary: "Whether the user's plan gives a feature",
  security: bearer,
  params: {
    type: 'object',
    required: ['feature'],
    properties: { feature: { type: 'string', enum: [...FEATURE_NAMES] } },
  },
  response: {
    200: data({
      type: 'object',
      properties: { feature: str, enabled: bool, value: {}, plan: str, requiredPlan: str },
    }),
    ...errors(400, 401),
  },
} as const;

const counter = { type: 'object', properties: { used: int, limit: int } } as const;

export const usageSchema = {
  tags,
  summary: "What the user uses of the plan's limits",
  security: bearer,
  response: {
    200: data({
      type: 'object',
      properties: {
        plan: str,
        favorites: counter,
        playlists: counter,
        downloads: counter,
        purchases: int,
        tickets: int,
        events: int,
      },
    }),
    ...errors(401),
  },
} as const;

export const checkoutRedirectSchema = {
  tags,
  summary: "Sends the browser to the payment provider's checkout page",
  params: {
    type: 'object',
    required: ['sessionId'],
    properties: { sessionId: { type: 'string', minLength: 1, maxLength: 300 } },
  },
  response: { ...errors(404) },
} as const;

export const portalQuery = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 10, maxLength: 2000 } },
} as const;
