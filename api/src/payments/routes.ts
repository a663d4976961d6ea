import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest, HttpError } from '../http/errors';
import { notifyPaymentDeclined } from '../modules/notifications/notices/payment-notices';
import { errors } from '../http/schemas';
import { checkoutPageBody, closedSessionBody, type CheckoutPageState } from './checkout-page';
import { sendPage } from './html';
import { LocalPaymentProvider } from './local-provider';
import type { PaymentEvent } from './provider';
import { WebhookSignatureError } from './provider';
import { testCardRoutes } from './test-card-routes';
import { judgeCard, type CardInput } from './test-cards';

interface CheckoutParams {
  sessionId: string;
}

type CheckoutForm = Partial<CardInput> & { action?: string };

const sessionParams = {
  type: 'object',
  required: ['sessionId'],
  properties: { sessionId: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

const checkoutFormSchema = {
  type: 'object',
  properties: {
    action: { type: 'string', enum: ['pay', 'cancel'], default: 'pay' },
    cardholder: { type: 'string', maxLength: 200, default: '' },
    cardNumber: { type: 'string', maxLength: 40, default: '' },
    expiry: { type: 'string', maxLength: 10, default: '' },
    cvc: { type: 'string', maxLength: 10, default: '' },
  },
} as const;

/** The local provider's checkout page (GET shows it, POST pays or cancels) and the webhook endpoint. */
export default async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const localProvider = (): LocalPaymentProvider => {
    const { provider } = app.payments;
    if (!(provider instanceof LocalPaymentProvider)) throw new HttpError(404, 'Page de paiement introuvable.');
    return provider;
  };

  const openSession = async (sessionId: string) => {
    localProvider();
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

  app.get<{ Params: CheckoutParams }>(
    '/payments/checkout/:sessionId',
    { schema: { tags: ['payments'], summary: 'Local test checkout page (HTML)', params: sessionParams } },
    async (request, reply) => renderCheckout(reply, request.params.sessionId, 200),
  );

  app.post<{ Params: CheckoutParams; Body: CheckoutForm }>(
    '/payments/checkout/:sessionId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay or cancel on the local test checkout',
        params: sessionParams,
        body: checkoutFormSchema,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
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
      const confirmation = localProvider().signedEvent('checkout.session.completed', session.public_id);
      await app.payments.handleWebhook(confirmation.rawBody, confirmation.headers);
      return reply.redirect(session.success_url ?? app.config.webUrl, 303);
    },
  );

  testCardRoutes(app, localProvider);

  const webhook = async (request: { body: unknown; headers: Record<string, string | string[] | undefined> }) => {
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

  const webhookSchema = {
    tags: ['payments'],
    summary: "Payment provider's webhook (signature checked): confirms payments, follows subscriptions",
    response: {
      200: { type: 'object', properties: { received: { type: 'boolean' }, type: { type: 'string' } } },
      ...errors(400),
    },
  };
  app.post('/payments/webhook', { schema: webhookSchema }, webhook);
  app.post('/subscription/webhook', { schema: webhookSchema }, webhook);
}
