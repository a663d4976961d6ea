import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FulfilmentRegistry } from './fulfilment';
import { LocalPaymentProvider } from './local-provider';
import { PaymentService } from './payment-service';
import { PortalTokens } from './portal-tokens';
import type { PaymentProvider } from './provider';
import { createStripeClient, StripePaymentProvider } from './stripe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
    portalTokens: PortalTokens;
  }
}

/** `app.payments`: the configured provider (Stripe when its keys are set, else the local test checkout). */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const signingSecret = createHmac('sha256', config.jwtSecret).update('kora-local-payments').digest('base64url');
    const portalTokens = new PortalTokens(signingSecret);
    const stripe = config.payments.stripe;
    const provider: PaymentProvider = stripe
      ? new StripePaymentProvider(createStripeClient(stripe), stripe.webhookSecret, stripe.publishableKey)
      : new LocalPaymentProvider(config.publicUrl, signingSecret, portalTokens);
    app.log.info({ provider: provider.name }, 'payment provider');
    app.decorate('payments', new PaymentService(app.db, provider, new FulfilmentRegistry(), app.log));
    app.decorate('portalTokens', portalTokens);
  },
  { name: 'kora-payments' },
);
