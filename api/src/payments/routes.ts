import {
  receivePaymentWebhook,
  receiveSubscriptionWebhook,
  showTestCheckout,
  submitTestCheckout,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors';
import { route } from '../http/route';
import { checkoutPageBody, closedSessionBody, type CheckoutPageState } from './checkout-page';
import { notifyPaymentDeclined, registerPaymentFailureNotices } from './declined-notices';
import { sendPage } from './html';
import { localProviderOf } from './local-checkout';
import type { PaymentEvent } from './provider';
import { WebhookSignatureError } from './provider';
import mobileMoneyRoutes from './mobile-money-routes';
import testCardRoutes from './test-card-routes';
import { judgeCard, type CardInput } from './test-cards';

const rateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The local provider's checkout page (GET shows it, POST pays or cancels), the provider's webhook, and
 * the API's own test card form. The first two read their bodies here: a form post, and JSON kept raw
 * for the webhooks' signatures; the card form, in its own context, takes JSON as any route. Also the
 * notice of a payment the provider reports as failed, and mobile money's routes (mobile-money-routes.ts).
 */
export default async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  registerPaymentFailureNotices(app.payments);
  await app.register(providerRoutes);
  await app.register(testCardRoutes);
  await app.register(mobileMoneyRoutes);
}

async function providerRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const openSession = async (sessionId: string) => {
    localProviderOf(app);
    const session = await app.payments.sessions.findByPublicId(sessionId);
    if (!session || session.provider !== 'local') throw new HttpError(404, 'Session de paiement introuvable.');
    return session;
  };

  const returnUrls = (session: { success_url: string | null; cancel_url: string | null }) =>
    [session.success_url, session.cancel_url].filter((url): url is string => url !== null);

  const renderCheckout = async (reply: FastifyReply, sessionId: string, status: number, state?: CheckoutPageState) => {
    const session = await openSession(sessionId);
    if (session.status !== 'open')
      return sendPage(reply, 410, 'Paiement', closedSessionBody(session), returnUrls(session));
    return sendPage(reply, status, 'Paiement', checkoutPageBody(session, state), returnUrls(session));
  };

  route(app, showTestCheckout, async (request, reply) => renderCheckout(reply, request.params.sessionId, 200));

  route(
    app,
    submitTestCheckout,
    async (request, reply) => {
      const session = await openSession(request.params.sessionId);
      const form = request.body;
      if (session.status !== 'open') {
        const target = session.status === 'paid' ? session.success_url : session.cancel_url;
        if (target) return reply.redirect(target, 303);
        return renderCheckout(reply, session.public_id, 410);
      }
      if (form.action === 'cancel') {
        await app.payments.sessions.close(session.id, 'canceled');
        return reply.redirect(session.cancel_url ?? app.config.webUrl, 303);
      }
      const card: CardInput = {
        cardholder: form.cardholder ?? '',
        cardNumber: form.cardNumber ?? '',
        expiry: form.expiry ?? '',
        cvc: form.cvc ?? '',
      };
      const outcome = judgeCard(card);
      if (outcome.kind === 'invalid')
        return renderCheckout(reply, session.public_id, 422, { values: card, errors: outcome.errors });
      if (outcome.kind === 'declined') {
        await notifyPaymentDeclined(app.db, session);
        return renderCheckout(reply, session.public_id, 402, { values: card, alert: outcome.message });
      }
      const confirmation = localProviderOf(app).signedEvent('checkout.session.completed', session.public_id);
      await app.payments.handleWebhook(confirmation.rawBody, confirmation.headers);
      return reply.redirect(session.success_url ?? app.config.webUrl, 303);
    },
    { config: rateLimit },
  );

  const webhook = async (request: FastifyRequest) => {
    if (!Buffer.isBuffer(request.body)) throw badRequest('Le corps du webhook doit être du JSON.');
    let event: PaymentEvent;
    try {
      event = await app.payments.provider.parseWebhook(request.body, request.headers);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw badRequest(error.message);
      throw badRequest('Webhook illisible.');
    }
    await app.payments.process(event);
    return { received: true, type: event.type };
  };
  route(app, receivePaymentWebhook, async (request) => webhook(request), { ownBody: true });
  route(app, receiveSubscriptionWebhook, async (request) => webhook(request), { ownBody: true });
}
