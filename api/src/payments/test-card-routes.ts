import {
  TestCardConfirmRequestSchema,
  TestCardConfirmResponseSchema,
  type TestCardConfirmRequest,
} from '@kora/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, HttpError, invalid, notFound } from '../http/errors';
import { errors } from '../http/schemas';
import { notifyPaymentDeclined } from '../modules/notifications/notices/payment-notices';
import type { LocalPaymentProvider } from './local-provider';
import { judgeCard, type CardField } from './test-cards';

export const INVALID_CLIENT_SECRET = 'Secret de paiement invalide.';
export const SESSION_CLOSED = "Cette session de paiement n'est plus ouverte.";

/** The contract's field names for the card form's fields. */
const FIELD_NAMES: Record<CardField, string> = {
  cardholder: 'nameOnCard',
  cardNumber: 'cardNumber',
  expiry: 'expiry',
  cvc: 'cvc',
};

/** The JSON body, read here: the payments routes keep JSON bodies raw for the webhooks' signatures. */
async function parseJsonBody(request: FastifyRequest): Promise<void> {
  if (!Buffer.isBuffer(request.body)) return;
  try {
    request.body = JSON.parse(request.body.toString('utf8'));
  } catch {
    throw badRequest('Le corps de la requête n’est pas un JSON valide.');
  }
}

/**
 * The API's own card form for payment intents (the local provider only): the client secret's proof
 * is checked, the test cards behave as on the local checkout page, and an approved card is confirmed
 * by the provider's signed event, through the path a webhook takes (so the fulfilment runs once).
 */
export function testCardRoutes(app: FastifyInstance, localProvider: () => LocalPaymentProvider): void {
  app.post<{ Body: TestCardConfirmRequest }>(
    '/payments/test-card/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: 'Confirms a payment intent with a test card (local provider only; 404 with Stripe)',
        body: TestCardConfirmRequestSchema,
        response: { 200: TestCardConfirmResponseSchema, ...errors(400, 402, 404, 409, 422) },
      },
      preValidation: [async () => void localProvider(), parseJsonBody],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const provider = localProvider();
      const sessionId = provider.sessionOfClientSecret(request.body.clientSecret);
      if (!sessionId) throw badRequest(INVALID_CLIENT_SECRET);
      const session = await app.payments.sessions.findByPublicId(sessionId);
      if (!session || session.provider !== 'local') throw notFound('Session de paiement introuvable.');
      if (session.status === 'paid') return { status: 'succeeded' as const };
      if (session.status !== 'open') throw conflict(SESSION_CLOSED);
      const outcome = judgeCard({
        cardholder: request.body.nameOnCard?.trim() || 'Carte de test',
        cardNumber: request.body.cardNumber,
        expiry: request.body.expiry,
        cvc: request.body.cvc,
      });
      if (outcome.kind === 'invalid') {
        const violations = Object.entries(outcome.errors).map(([field, message]) => ({
          propertyPath: FIELD_NAMES[field as CardField],
          message,
        }));
        throw invalid(violations, 'Vérifiez les informations de la carte.');
      }
      if (outcome.kind === 'declined') {
        await notifyPaymentDeclined(app.db, session);
        throw new HttpError(402, outcome.message);
      }
      const confirmation = provider.signedEvent('checkout.session.completed', session.public_id);
      await app.payments.handleWebhook(confirmation.rawBody, confirmation.headers);
      return { status: 'succeeded' as const };
    },
  );
}
