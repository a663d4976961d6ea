import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/connection';
import type { TestSession } from '../../test/test-app';
import { NOTIFICATION_PATH } from '../mobile-money/mobile-money-provider';
import type { MobileMoneySimulator, SignedNotification } from '../mobile-money/simulator';
import { SimulatorMobileMoneyProvider } from '../mobile-money/simulator-provider';

/** The simulator's test numbers as a payer types them. */
export const CONFIRMS = '+225 07 00 00 00 01';
export const DECLINED = '+225 07 00 00 00 02';
export const SILENT = '+225 07 00 00 00 03';

/** What a start by mobile money answers (the fields the tests read). */
export interface MobileMoneyStartAnswer {
  sessionId: string;
  checkoutUrl: string;
  provider: string;
  publishableKey: string | null;
  price: number;
  priceMinor: number;
  currency: string;
  method?: string;
  amountXof?: number;
  chargeLabel?: string;
}

/** The app's simulator (the tests run without CinetPay keys). */
export function simulatorOf(app: FastifyInstance): MobileMoneySimulator {
  const provider = app.mobileMoney?.provider;
  if (!(provider instanceof SimulatorMobileMoneyProvider)) throw new Error('The simulator is not the provider');
  return provider.simulator;
}

/** Starts a payment by mobile money at a start endpoint (track, album, wallet top-up). */
export async function startByMobileMoney(
  app: FastifyInstance,
  session: TestSession,
  url: string,
  payload: object,
): Promise<MobileMoneyStartAnswer> {
  const started = await app.inject({
    method: 'POST',
    url,
    headers: session.headers,
    payload: { ...payload, method: 'mobile_money' },
  });
  if (started.statusCode !== 200) throw new Error(`mobile-money start failed: ${started.statusCode} ${started.body}`);
  return started.json<MobileMoneyStartAnswer>();
}

/**
 * A form post on the simulator's page, as the payer's browser sends it. Each payer may come from its own
 * address: the page is rate-limited per address, as the card's is.
 */
export function postOnSimulator(
  app: FastifyInstance,
  checkoutUrl: string,
  form: Record<string, string>,
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress,
  });
}

/** "Payer" with an operator and a number. */
export function payOnSimulator(
  app: FastifyInstance,
  checkoutUrl: string,
  phone: string,
  operator = 'orange',
  remoteAddress?: string,
) {
  return postOnSimulator(app, checkoutUrl, { action: 'pay', operator, phone }, remoteAddress);
}

/** "Valider" or "Refuser" on the simulated phone. */
export function answerOnPhone(
  app: FastifyInstance,
  checkoutUrl: string,
  choice: 'validate' | 'refuse',
  remoteAddress?: string,
) {
  return postOnSimulator(app, checkoutUrl, { action: choice }, remoteAddress);
}

/** Posts a notification in CinetPay's form (its fields as a form body, the `x-token` header given). */
export function postNotification(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: NOTIFICATION_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Sends a signed notification of the simulator's as the simulator would. */
export function deliver(app: FastifyInstance, notification: SignedNotification): Promise<LightMyRequestResponse> {
  const { headers, body } = notification;
  return app.inject({ method: 'POST', url: NOTIFICATION_PATH, headers, payload: body });
}

/** The signed notification the simulator would send for a payment as it stands now. */
export async function currentNotification(app: FastifyInstance, transactionId: string): Promise<SignedNotification> {
  const simulator = simulatorOf(app);
  const transaction = await simulator.find(transactionId);
  if (!transaction) throw new Error(`No simulated payment ${transactionId}`);
  return simulator.notificationOf(transaction);
}

/** The payment session behind a start's answer. */
export async function sessionRow(db: Db, transactionId: string) {
  return db
    .selectFrom('payment_sessions')
    .selectAll()
    .where('provider_session_id', '=', transactionId)
    .executeTakeFirstOrThrow();
}

/** The notifications of a kind a user got. */
export async function noticesOf(db: Db, userId: number, kind: string) {
  return db
    .selectFrom('notifications')
    .select(['kind', 'link'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind as never)
    .execute();
}

/** Spaces as typed: the site writes amounts with narrow no-break spaces. */
export const plainSpaces = (text: string | undefined) => (text ?? '').replace(/\s/g, ' ');
