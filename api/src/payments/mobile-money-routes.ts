import {
  pingMobileMoneyNotification,
  receiveMobileMoneyNotification,
  showMobileMoneyReturn,
  showMobileMoneySimulator,
  submitMobileMoneyReturn,
  submitMobileMoneySimulator,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PaymentSessionRow } from '../db/tables';
import { badRequest, HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { describeSession } from './checkout-page';
import { escapeHtml, formatMoney, sendPage } from './html';
import { NOTIFICATION_MALFORMED } from './mobile-money/mobile-money-provider';
import type { MobileMoneySimulator } from './mobile-money/simulator';
import { showSimulatorPage, submitSimulatorPage, type SimulatorPageAnswer } from './mobile-money/simulator-actions';
import { SimulatorMobileMoneyProvider } from './mobile-money/simulator-provider';
import { WebhookSignatureError } from './provider';

/** As the card's test checkout form. */
const rateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const MOBILE_MONEY_OFF = 'Le paiement par mobile money n’est pas disponible.';
export const SIMULATOR_NOT_HERE = 'Page de paiement introuvable.';
export const SIMULATED_PAYMENT_NOT_FOUND = 'Paiement introuvable.';
export const PAYMENT_SESSION_NOT_FOUND = 'Session de paiement introuvable.';
export const NOTIFICATION_NOT_SETTLED = 'La notification n’a pas pu être traitée maintenant ; renvoyez-la plus tard.';

/**
 * The simulator's answer. Its forms post to the page itself, and a confirmed payment is redirected
 * through the API's return address on to the web app: the page's CSP lets forms lead to the web app's
 * origins too (browsers check form-action along the redirects).
 */
function sendAnswer(reply: FastifyReply, answer: SimulatorPageAnswer, webOrigins: readonly string[]): FastifyReply {
  if (answer.kind === 'redirect') return reply.redirect(answer.location, 303);
  return sendPage(reply, answer.status, answer.title, answer.body, [...answer.returnUrls, ...webOrigins]);
}

/** The page shown when the payer comes back before the provider has said anything. */
function waitingBody(session: PaymentSessionRow): string {
  const back = session.cancel_url ?? session.success_url;
  return `
    <h1>Paiement en attente</h1>
    <section class="summary" aria-labelledby="summary-title">
      <h2 id="summary-title" style="font-size:1rem;margin:0">Votre achat</h2>
      <p style="margin:.25rem 0">${escapeHtml(describeSession(session))}</p>
      <p class="amount" style="margin:0">${escapeHtml(formatMoney(session.amount_minor, session.currency))}</p>
    </section>
    <p role="status">Nous attendons la confirmation de votre opérateur. Validez le paiement sur votre téléphone,
    puis actualisez cette page.</p>
    <div class="actions">
      <form method="get"><button class="primary" type="submit">Actualiser</button></form>
      ${back ? `<a class="button secondary" href="${escapeHtml(back)}">Revenir sur Kora</a>` : ''}
    </div>`;
}

/**
 * Mobile money's routes: the provider's notification (CinetPay's form post with its `x-token`, and its GET
 * availability check), the simulator's page (only when the simulator is the provider) and the address the
 * payer's browser comes back to. Form posts are read here, in this context.
 */
export default async function mobileMoneyRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const mobileMoneyOrNotFound = () => {
    if (!app.mobileMoney) throw notFound(MOBILE_MONEY_OFF);
    return app.mobileMoney;
  };

  route(
    app,
    receiveMobileMoneyNotification,
    async (request) => {
      const mobileMoney = mobileMoneyOrNotFound();
      const fields = request.body;
      if (!fields || typeof fields !== 'object' || Buffer.isBuffer(fields) || Array.isArray(fields)) {
        throw badRequest(NOTIFICATION_MALFORMED);
      }
      try {
        const { outcome, transactionId } = await mobileMoney.receive(
          fields as Record<string, unknown>,
          request.headers,
        );
        request.log.info({ transactionId, outcome }, 'mobile-money notification');
        return { received: true, type: outcome };
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'mobile-money notification refused');
          throw badRequest(error.message);
        }
        request.log.error({ err: error }, 'mobile-money notification could not be settled');
        throw new HttpError(502, NOTIFICATION_NOT_SETTLED);
      }
    },
    { ownBody: true },
  );

  route(app, pingMobileMoneyNotification, async () => {
    mobileMoneyOrNotFound();
    return { received: true, type: 'ping' };
  });

  /** The simulator, and the payment it shows (404 JSON before any page: unknown, or not the simulator). */
  const simulatedPayment = async (transactionId: string): Promise<MobileMoneySimulator> => {
    const provider = app.mobileMoney?.provider;
    if (!(provider instanceof SimulatorMobileMoneyProvider)) throw notFound(SIMULATOR_NOT_HERE);
    if (!(await provider.simulator.find(transactionId))) throw notFound(SIMULATED_PAYMENT_NOT_FOUND);
    return provider.simulator;
  };

  route(app, showMobileMoneySimulator, async (request, reply) => {
    const { transactionId } = request.params;
    const simulator = await simulatedPayment(transactionId);
    return sendAnswer(reply, await showSimulatorPage(simulator, transactionId), app.config.returnOrigins);
  });

  route(
    app,
    submitMobileMoneySimulator,
    async (request, reply) => {
      const { transactionId } = request.params;
      const simulator = await simulatedPayment(transactionId);
      try {
        const answer = await submitSimulatorPage(simulator, transactionId, request.body ?? {});
        return sendAnswer(reply, answer, app.config.returnOrigins);
      } catch (err) {
        // The payment moved but its notification was not taken: the page shows where it is, and the
        // return page, the status endpoint or the sweeper settle it from the simulator's status.
        request.log.error({ err, transactionId }, 'mobile-money simulator could not deliver its notification');
        return reply.redirect(simulator.pageUrl(transactionId), 303);
      }
    },
    { config: rateLimit },
  );

  /** Back from the provider's page: asked, then to the success or cancel address, or told to wait. */
  const comeBack = async (sessionId: string, reply: FastifyReply) => {
    const found = await app.payments.sessions.findByPublicId(sessionId);
    if (!found || found.method !== 'mobile_money') throw notFound(PAYMENT_SESSION_NOT_FOUND);
    const session =
      found.status === 'open' && app.mobileMoney
        ? await app.mobileMoney.settle(found).catch((err: unknown) => {
            app.log.warn({ err, paymentSession: sessionId }, 'mobile-money status could not be asked on return');
            return found;
          })
        : found;
    const home = app.config.webUrl;
    if (session.status === 'paid') return reply.redirect(session.success_url ?? home, 303);
    if (session.status !== 'open') return reply.redirect(session.cancel_url ?? home, 303);
    const urls = [session.success_url, session.cancel_url, ...app.config.returnOrigins].filter(
      (url): url is string => url !== null,
    );
    return sendPage(reply, 200, 'Paiement en attente', waitingBody(session), urls);
  };

  route(app, showMobileMoneyReturn, async (request, reply) => comeBack(request.params.sessionId, reply), {
    config: rateLimit,
  });
  route(app, submitMobileMoneyReturn, async (request, reply) => comeBack(request.params.sessionId, reply), {
    config: rateLimit,
  });
}
