import { PLAN_ORDER, PLANS, type FeatureName, type PlanName } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { notFound } from '../../http/errors';
import { assertReturnUrls } from '../../payments/return-urls';
import { registerSubscriptionFulfilment } from './fulfilment';
import { sendInvoicePdf } from './invoice-download';
import portalRoutes from './portal-routes';
import { PlanRenewals, scheduleRenewals } from './renewals';
import {
  cancelSchema,
  changePlanSchema,
  checkFeatureSchema,
  checkoutRedirectSchema,
  checkoutSchema,
  currentSchema,
  invoiceDownloadSchema,
  invoicesSchema,
  paymentHistorySchema,
  plansSchema,
  portalSchema,
  reactivateSchema,
  statusSchema,
  usageSchema,
} from './schemas';
import { SubscriptionsService } from './service';

/** The subscription service of platform.md §7, under /subscription. */
export default async function subscriptionsModule(app: FastifyInstance): Promise<void> {
  const service = new SubscriptionsService(app.db, app.payments, app.config.publicUrl);
  registerSubscriptionFulfilment(app.payments);
  scheduleRenewals(app, new PlanRenewals(app.db, app.payments, app.log), app.config.planRenewalIntervalMs);
  const auth = { preHandler: app.requireUser };
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  app.get('/subscription/plans', { schema: plansSchema }, async () => ({
    data: PLAN_ORDER.map((name) => PLANS[name]),
  }));

  app.get('/subscription/current', { schema: currentSchema, ...auth }, async (request) => ({
    data: await service.state(userId(request)),
  }));

  app.get('/subscription/status', { schema: statusSchema, ...auth }, async (request) => ({
    data: await service.status(userId(request)),
  }));

  app.post<{
    Body: { plan: PlanName; successUrl: string; cancelUrl: string };
    Headers: { 'idempotency-key'?: string };
  }>('/subscription/create-checkout-session', { schema: checkoutSchema, ...auth }, async (request) => {
    const { successUrl, cancelUrl } = request.body;
    assertReturnUrls({ successUrl, cancelUrl }, app.config.returnOrigins);
    return { data: await service.startCheckout(userId(request), request.body, request.headers['idempotency-key']) };
  });

  app.post<{ Body: { returnUrl: string } }>(
    '/subscription/create-portal-session',
    { schema: portalSchema, ...auth },
    async (request) => {
      assertReturnUrls({ returnUrl: request.body.returnUrl }, app.config.returnOrigins);
      return service.openPortal(userId(request), request.body.returnUrl);
    },
  );

  app.post('/subscription/cancel', { schema: cancelSchema, ...auth }, async (request) => ({
    data: await service.cancel(userId(request)),
  }));

  app.post('/subscription/reactivate', { schema: reactivateSchema, ...auth }, async (request) => ({
    data: await service.reactivate(userId(request)),
  }));

  app.post<{ Body: { plan: PlanName } }>(
    '/subscription/change-plan',
    { schema: changePlanSchema, ...auth },
    async (request) => ({
      data: await service.changePlan(userId(request), request.body.plan),
    }),
  );

  app.get('/subscription/payment-history', { schema: paymentHistorySchema, ...auth }, async (request) => ({
    data: await service.paymentHistory(userId(request)),
  }));

  app.get('/subscription/invoices', { schema: invoicesSchema, ...auth }, async (request) => ({
    data: await service.invoices(userId(request)),
  }));

  app.get<{ Params: { id: number } }>(
    '/subscription/invoices/:id/download',
    { schema: invoiceDownloadSchema, ...auth },
    async (request, reply) => sendInvoicePdf(app, reply, userId(request), request.params.id),
  );

  app.get<{ Params: { feature: FeatureName } }>(
    '/subscription/check-feature/:feature',
    { schema: checkFeatureSchema, ...auth },
    async (request) => ({
      data: await service.checkFeature(userId(request), request.params.feature),
    }),
  );

  app.get('/subscription/usage-stats', { schema: usageSchema, ...auth }, async (request) => ({
    data: await service.usage(userId(request)),
  }));

  app.get<{ Params: { sessionId: string } }>(
    '/subscription/checkout/:sessionId',
    { schema: checkoutRedirectSchema },
    async (request, reply) => {
      const session = await app.payments.sessions.findByAnyId(request.params.sessionId);
      if (!session?.checkout_url) throw notFound('Session de paiement introuvable.');
      return reply.redirect(session.checkout_url, 303);
    },
  );

  app.register(portalRoutes, { service });
}
