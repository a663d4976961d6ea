import type { CheckoutSessionStatusResponse, PaymentStatusResponse } from '@kora/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import type { PaymentSessionRow } from '../../db/tables';
import { notFound } from '../../http/errors';
import { subjectOf } from '../../payments/sessions-repository';
import { paymentStatusSchema, sessionStatusSchema } from './schemas';

type SessionParams = { Params: { sessionId: string } };

function idIn(subject: Record<string, unknown>, key: string): number | null {
  const id = Number(subject[key]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function providerStatusOf(session: PaymentSessionRow): CheckoutSessionStatusResponse['status'] {
  if (session.status === 'paid') return 'complete';
  return session.status === 'open' ? 'open' : 'expired';
}

/** Payment status checks, for the signed-in user's own sessions only (anyone else's is 404). */
export default async function paymentStatusRoutes(app: FastifyInstance): Promise<void> {
  const ownSession = async (request: FastifyRequest<SessionParams>): Promise<PaymentSessionRow> => {
    const session = await app.payments.sessions.findByAnyId(request.params.sessionId);
    if (!session || session.user_id !== currentUser(request).id) throw notFound('Session de paiement introuvable.');
    return session;
  };

  app.get<SessionParams>(
    '/check-payment-status/:sessionId',
    { schema: paymentStatusSchema, preHandler: app.requireUser },
    async (request): Promise<PaymentStatusResponse> => {
      const session = await ownSession(request);
      const subject = subjectOf(session);
      return {
        sessionId: request.params.sessionId,
        purpose: session.purpose as PaymentStatusResponse['purpose'],
        status: session.status,
        paid: session.status === 'paid',
        trackId: idIn(subject, 'trackId'),
        albumId: idIn(subject, 'albumId'),
      };
    },
  );

  app.get<SessionParams>(
    '/stripe/session-status/:sessionId',
    { schema: sessionStatusSchema, preHandler: app.requireUser },
    async (request): Promise<CheckoutSessionStatusResponse> => {
      const session = await ownSession(request);
      return {
        sessionId: request.params.sessionId,
        status: providerStatusOf(session),
        paymentStatus: session.status === 'paid' ? 'paid' : 'unpaid',
      };
    },
  );
}
