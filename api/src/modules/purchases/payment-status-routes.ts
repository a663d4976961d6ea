import type { CheckoutSessionStatusResponse, PaymentStatusResponse } from '@kora/shared/contracts';
import { checkPaymentStatus, getStripeSessionStatus } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import type { PaymentSessionRow } from '../../db/tables';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { subjectOf } from '../../payments/sessions-repository';

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
  const ownSession = async (request: FastifyRequest, sessionId: string): Promise<PaymentSessionRow> => {
    const session = await app.payments.sessions.findByAnyId(sessionId);
    if (!session || session.user_id !== currentUser(request).id) throw notFound('Session de paiement introuvable.');
    return session;
  };

  route(app, checkPaymentStatus, async (request) => {
    const session = await ownSession(request, request.params.sessionId);
    const subject = subjectOf(session);
    return {
      sessionId: request.params.sessionId,
      purpose: session.purpose as PaymentStatusResponse['purpose'],
      status: session.status,
      paid: session.status === 'paid',
      trackId: idIn(subject, 'trackId'),
      albumId: idIn(subject, 'albumId'),
    };
  });

  route(app, getStripeSessionStatus, async (request) => {
    const session = await ownSession(request, request.params.sessionId);
    return {
      sessionId: request.params.sessionId,
      status: providerStatusOf(session),
      paymentStatus: session.status === 'paid' ? ('paid' as const) : ('unpaid' as const),
    };
  });
}
