import { confirmTestCard } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, HttpError, invalid, notFound } from '../http/errors';
import { route } from '../http/route';
import { notifyPaymentDeclined } from './declined-notices';
import { localProviderOf } from './local-checkout';
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

/**
 * The API's own card form for payment intents (the local provider only): the client secret's proof
 * is checked, the test cards behave as on the local checkout page, and an approved card is confirmed
 * by the provider's signed event, through the path a webhook takes (so the fulfilment runs once).
 */
export default async function testCardRoutes(app: FastifyInstance): Promise<void> {
  // With Stripe the form does not exist: 404 before the body is even read.
  app.addHook('onRequest', async () => void localProviderOf(app));

  route(
    app,
    confirmTestCard,
    async (request) => {
      const provider = localProviderOf(app);
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
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );
}
