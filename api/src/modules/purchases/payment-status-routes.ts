import type { CheckoutSessionStatusResponse, PaymentStatusResponse } from '@kora/shared/contracts';
import { checkPaymentStatus, getStripeSessionStatus } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import type { PaymentSessionRow } from '../../db/tables';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { mobileMoneyDetailsOf } from '../../payments/mobile-money-details';
import { subjectOf } from '../../payments/sessions-repository';

function idIn(subject: Record<string, unknown>, key: string): number | null {
  const id = Number(subject[key]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function providerStatusOf(session: PaymentSessionRow): CheckoutSessionStatusResponse['status'] {
  if (session.status === 'paid') return 'complete';
  return session.status === 'open' ? 'open' : 'expired';
}

/**
 * Payment status checks, for the signed-in user's own sessions only (anyone else's is 404). An open
 * mobile-money session is asked from its provider first (a lost notification changes nothing then); when
 * the provider cannot be asked, the session answers as it stands.
 */
export default async function paymentStatusRoutes(app: FastifyInstance): Promise<void> {
  const ownSession = async (request: FastifyRequest, sessionId: string): Promise<PaymentSessionRow> => {
    const session = await app.payments.sessions.findByAnyId(sessionId);
    if (!session || session.user_id !== currentUser(request).id) throw notFound('Session de paiement introuvable.');
    if (session.method !== 'mobile_money' || session.status !== 'open' || !app.mobileMoney) return session;
    return app.mobileMoney.settle(session).catch((err: unknown) => {
      request.log.warn({ err, paymentSession: session.public_id }, 'mobile-money status could not be asked');
      return session;
    });
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
      ...mobileMoneyDetailsOf(session),
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
