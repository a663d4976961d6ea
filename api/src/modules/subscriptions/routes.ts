import { PLAN_ORDER, PLANS } from '@kora/shared/contracts';
import {
  cancelSubscription,
  changeSubscriptionPlan,
  checkPlanFeature,
  currentSubscription,
  downloadSubscriptionInvoice,
  goToSubscriptionCheckout,
  listPaymentHistory,
  listPlans,
  listSubscriptionInvoices,
  openBillingPortal,
  reactivateSubscription,
  startSubscriptionCheckout,
  subscriptionStatus,
  subscriptionUsage,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { assertReturnUrls } from '../../payments/return-urls';
import { registerSubscriptionFulfilment } from './fulfilment';
import { sendInvoicePdf } from './invoice-download';
import portalRoutes from './portal-routes';
import { PlanRenewals, scheduleRenewals } from './renewals';
import { SubscriptionsService } from './service';

/** The subscription service of platform.md §7, under /subscription. */
export default async function subscriptionsModule(app: FastifyInstance): Promise<void> {
  const service = new SubscriptionsService(app.db, app.payments, app.config.publicUrl);
  registerSubscriptionFulfilment(app.payments);
  scheduleRenewals(app, new PlanRenewals(app.db, app.payments, app.log), app.config.planRenewalIntervalMs);
  const userId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

  route(app, listPlans, async () => ({ data: PLAN_ORDER.map((name) => PLANS[name]) }));

  route(app, currentSubscription, async (request) => ({ data: await service.state(userId(request)) }));

  route(app, subscriptionStatus, async (request) => ({ data: await service.status(userId(request)) }));

  route(app, startSubscriptionCheckout, async (request) => {
    const { successUrl, cancelUrl } = request.body;
    assertReturnUrls({ successUrl, cancelUrl }, app.config.returnOrigins);
    const idempotencyKey = request.headers['idempotency-key'];
    return {
      data: await service.startCheckout(
        userId(request),
        request.body,
        typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      ),
    };
  });

  route(app, openBillingPortal, async (request) => {
    assertReturnUrls({ returnUrl: request.body.returnUrl }, app.config.returnOrigins);
    return service.openPortal(userId(request), request.body.returnUrl);
  });

  route(app, cancelSubscription, async (request) => ({ data: await service.cancel(userId(request)) }));

  route(app, reactivateSubscription, async (request) => ({ data: await service.reactivate(userId(request)) }));

  route(app, changeSubscriptionPlan, async (request) => ({
    data: await service.changePlan(userId(request), request.body.plan),
  }));

  route(app, listPaymentHistory, async (request) => ({ data: await service.paymentHistory(userId(request)) }));

  route(app, listSubscriptionInvoices, async (request) => ({ data: await service.invoices(userId(request)) }));

  route(app, downloadSubscriptionInvoice, async (request, reply) =>
    sendInvoicePdf(app, reply, userId(request), request.params.id),
  );

  route(app, checkPlanFeature, async (request) => ({
    data: await service.checkFeature(userId(request), request.params.feature),
  }));

  route(app, subscriptionUsage, async (request) => ({ data: await service.usage(userId(request)) }));

  route(app, goToSubscriptionCheckout, async (request, reply) => {
    const session = await app.payments.sessions.findByAnyId(request.params.sessionId);
    if (!session?.checkout_url) throw notFound('Session de paiement introuvable.');
    return reply.redirect(session.checkout_url, 303);
  });

  app.register(portalRoutes, { service });
}
