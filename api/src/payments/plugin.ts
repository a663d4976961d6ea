import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StripeSettings } from '../config';
import { FulfilmentRegistry } from './fulfilment';
import { LocalPaymentProvider } from './local-provider';
import { createMobileMoneyProvider } from './mobile-money/create-provider';
import { DatabaseSimulatorStore } from './mobile-money/database-store';
import { NOTIFICATION_PATH, type MobileMoneyProvider } from './mobile-money/mobile-money-provider';
import { simulatorPageUrl, simulatorSecretFrom, type SignedNotification } from './mobile-money/simulator';
import { MobileMoneyPayments, scheduleMobileMoneySweeps } from './mobile-money-payments';
import { PaymentService } from './payment-service';
import { PortalTokens } from './portal-tokens';
import type { PaymentProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
    portalTokens: PortalTokens;
    /** Mobile money (CinetPay or the simulator) and its settling; null when it is off. */
    mobileMoney: MobileMoneyPayments | null;
  }
}

/** Stripe's SDK is loaded only by an API that has Stripe's keys. */
async function stripeProvider(settings: StripeSettings): Promise<PaymentProvider> {
  const { createStripeClient, StripePaymentProvider } = await import('./stripe-provider');
  return new StripePaymentProvider(createStripeClient(settings), settings.webhookSecret, settings.publishableKey);
}

/**
 * `app.payments`: the configured card provider (Stripe when its keys are set, else the local test
 * checkout) and, beside it, mobile money (CinetPay when its keys are set, else the API's own simulator,
 * which keeps its payments in the database and delivers its notifications to the API's own notification
 * route, as CinetPay would over the network).
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const signingSecret = createHmac('sha256', config.jwtSecret).update('kora-local-payments').digest('base64url');
    const portalTokens = new PortalTokens(signingSecret);
    const stripe = config.payments.stripe;
    const provider: PaymentProvider = stripe
      ? await stripeProvider(stripe)
      : new LocalPaymentProvider(config.publicUrl, signingSecret, portalTokens);

    let mobileMoney: MobileMoneyPayments | null = null;
    const mobileProvider: MobileMoneyProvider | null =
      config.mobileMoney.provider === 'off'
        ? null
        : createMobileMoneyProvider(config.mobileMoney, {
            simulator: {
              store: new DatabaseSimulatorStore(app.db),
              secretKey: simulatorSecretFrom(config.jwtSecret),
              pageUrl: (transactionId) => simulatorPageUrl(config.publicUrl, transactionId),
              now: () => (mobileMoney ? mobileMoney.now() : new Date()),
              // As CinetPay posts to notify_url; in process. Called after the simulator's change is
              // stored, outside any transaction; a refusal is an error for the page (the sweeper settles).
              notify: async (notification: SignedNotification) => {
                const answer = await app.inject({
                  method: 'POST',
                  url: NOTIFICATION_PATH,
                  headers: notification.headers,
                  payload: notification.body,
                });
                if (answer.statusCode < 200 || answer.statusCode >= 300) {
                  const said = answer.body.slice(0, 200);
                  throw new Error(`Mobile-money notification refused: HTTP ${answer.statusCode} ${said}`);
                }
              },
            },
          });

    const payments = new PaymentService(
      app.db,
      provider,
      new FulfilmentRegistry(),
      app.log,
      mobileProvider
        ? { provider: mobileProvider, publicUrl: config.publicUrl, usdPerEur: config.currency.usdPerEur }
        : null,
    );
    if (mobileProvider) {
      mobileMoney = new MobileMoneyPayments(mobileProvider, payments, app.db, app.log);
      scheduleMobileMoneySweeps(app, mobileMoney, config.mobileMoneySweepIntervalMs);
    }
    app.log.info({ provider: provider.name, mobileMoney: mobileProvider?.name ?? 'off' }, 'payment providers');
    app.decorate('payments', payments);
    app.decorate('portalTokens', portalTokens);
    app.decorate('mobileMoney', mobileMoney);
  },
  { name: 'kora-payments' },
);
