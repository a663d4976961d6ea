import { createHash, createHmac } from 'node:crypto';
import { systemClock, type Clock } from '../../db/clock';
import type { WebhookHeaders } from '../provider';
import type { CinetPayCheckAnswer } from './cinetpay-client';
import type { MinorAmount } from './fcfa';
import {
  newTransactionId,
  verifiedTransactionId,
  type MobileMoneyStart,
  type MobileMoneyStartRequest,
} from './mobile-money-provider';
import { CINETPAY_PAYMENT_METHODS, isOperatorId, type OperatorId } from './operators';
import { parsePhone, type PhoneNumber } from './phone-numbers';
import { signNotification, TOKEN_HEADER, type NotificationFields } from './signature';

/**
 * The API's own mobile-money provider, used when no CinetPay keys are set (as the test card checkout
 * is for cards). The payer picks an operator and types a test number on the simulator's page, then
 * answers on a simulated phone. It follows CinetPay's protocol: each change of a payment is posted as
 * CinetPay's signed notification, and `check` answers as CinetPay's status check does. Nothing is
 * confirmed by itself: only "Valider" on the phone confirms; after 10 minutes a payment expires.
 */

/** How long a payment waits for the payer before it expires. */
export const SIMULATOR_TTL_MS = 10 * 60 * 1000;

/** Where the API serves a payment's page: GET shows it, POST takes its forms (simulator-actions.ts). */
export const SIMULATOR_PAGE_PATH = '/api/payments/mobile-money/simulator';

export function simulatorPageUrl(publicUrl: string, transactionId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${SIMULATOR_PAGE_PATH}/${encodeURIComponent(transactionId)}`;
}

/** The simulator's signing secret, derived from the API's JWT secret as the local card checkout's is. */
export function simulatorSecretFrom(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('kora-mobile-money-simulator').digest('base64url');
}

/** The simulator's site id, carried by its notifications as CinetPay's carry the merchant's. */
export const SIMULATOR_SITE_ID = 'KORA-SIMULATEUR';

export type TestNumberBehaviour = 'confirms' | 'declined' | 'silent';

/** The simulator's test numbers (for the page and the README), like the test cards. */
export const TEST_PHONE_NUMBERS: readonly {
  number: string;
  e164: string;
  behaviour: TestNumberBehaviour;
  outcome: string;
}[] = [
  {
    number: '+225 07 00 00 00 01',
    e164: '+2250700000001',
    behaviour: 'confirms',
    outcome: 'confirmé quand vous appuyez sur Valider',
  },
  { number: '+225 07 00 00 00 02', e164: '+2250700000002', behaviour: 'declined', outcome: 'refusé par l’opérateur' },
  {
    number: '+225 07 00 00 00 03',
    e164: '+2250700000003',
    behaviour: 'silent',
    outcome: 'ne répond jamais (le paiement expire après 10 minutes)',
  },
];

export function testNumberBehaviour(e164: string | null): TestNumberBehaviour | null {
  return TEST_PHONE_NUMBERS.find((test) => test.e164 === e164)?.behaviour ?? null;
}

export const OPERATOR_REQUIRED = 'Choisissez votre opérateur.';
export const NOT_A_TEST_NUMBER = `Ce numéro n’est pas un numéro de test. Utilisez ${TEST_PHONE_NUMBERS[0].number}.`;

/**
 * created: the page waits for an operator and a number; waiting: the phone was asked; then accepted,
 * refused or expired, for good.
 */
export type SimulatedStatus = 'created' | 'waiting' | 'accepted' | 'refused' | 'expired';

export const OPEN_STATUSES: readonly SimulatedStatus[] = ['created', 'waiting'];

/** Why a payment was refused: by the operator, by the payer on the phone, or cancelled on the page. */
export type SimulatedRefusal = 'declined' | 'rejected' | 'cancelled';

export interface SimulatedTransaction {
  transactionId: string;
  paymentSessionId: string;
  amountXof: number;
  /** The price as listed, shown beside the FCFA; null when it was given in FCFA. */
  price: MinorAmount | null;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  status: SimulatedStatus;
  /** Chosen on the page (pre-filled with the one chosen in Kora). */
  operator: OperatorId | null;
  /** E.164 ('+2250700000001'), typed on the page (pre-filled with the last one used). */
  phone: string | null;
  refusal: SimulatedRefusal | null;
  /** ISO-8601 UTC, as the database stores times. */
  createdAt: string;
  expiresAt: string;
  updatedAt: string;
}

export type SimulatedChanges = Partial<
  Pick<SimulatedTransaction, 'status' | 'operator' | 'phone' | 'refusal' | 'updatedAt'>
>;

/**
 * Where the simulator keeps its payments. The API backs it with its database; `transition` is a
 * compare-and-set (`UPDATE … WHERE transaction_id = ? AND status IN (…)`), so of two processes pressing
 * the same button only one moves the payment and sends its notification.
 */
export interface SimulatorTransactionStore {
  insert(transaction: SimulatedTransaction): Promise<void>;
  find(transactionId: string): Promise<SimulatedTransaction | null>;
  /** Applies `changes` only if the payment is still in one of `from`: the changed payment, or null. */
  transition(
    transactionId: string,
    from: readonly SimulatedStatus[],
    changes: SimulatedChanges,
  ): Promise<SimulatedTransaction | null>;
}

/** A notification in CinetPay's form: where it goes, its fields, the form body and the headers (with `x-token`). */
export interface SignedNotification {
  /** The payment's notify_url. */
  url: string;
  fields: Required<NotificationFields>;
  body: string;
  headers: Record<string, string>;
}

export type SimulatorOutcome =
  | { kind: 'not-found' }
  | {
      kind: 'invalid';
      transaction: SimulatedTransaction;
      errors: Partial<Record<'operator' | 'phone', string>>;
      values: { operator: string; phone: string };
    }
  /** Nothing to do in this state: a closed payment, or a phone that does not answer. */
  | { kind: 'unchanged'; transaction: SimulatedTransaction }
  | { kind: 'moved'; transaction: SimulatedTransaction; notification: SignedNotification };

export interface SimulatorOptions {
  store: SimulatorTransactionStore;
  /** Signs notifications (the API derives it from its JWT secret, as for the local card checkout). */
  secretKey: string;
  /** The page of a payment: `${publicUrl}/api/payments/mobile-money/simulator/${id}`. */
  pageUrl: (transactionId: string) => string;
  siteId?: string;
  now?: Clock;
  ttlMs?: number;
  /**
   * Delivers a notification as CinetPay would: the API posts it to its own notification route. Awaited
   * after each change; an error is the caller's (the payment has moved, a status check still tells).
   */
  notify?: (notification: SignedNotification) => Promise<void>;
}

/**
 * Posts a notification to its notify_url over HTTP, as CinetPay does (for a `notify` that goes through
 * the network; in process, the API can inject it into its own route instead). Throws unless answered 2xx.
 */
export async function postNotification(
  notification: SignedNotification,
  fetcher: (input: string, init: RequestInit) => Promise<Response> = (input, init) => fetch(input, init),
  timeoutMs = 10_000,
): Promise<void> {
  const response = await fetcher(notification.url, {
    method: 'POST',
    headers: notification.headers,
    body: notification.body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`Notification refusée par ${notification.url} (HTTP ${response.status})`);
}

/** 'YYYY-MM-DD HH:mm:ss' (UTC), as CinetPay writes dates. */
export function cinetPayDate(iso: string): string {
  return iso.slice(0, 19).replace('T', ' ');
}

/** CinetPay's `cpm_error_message` and check code/message for each state. */
function wordsFor(transaction: SimulatedTransaction): { code: string; message: string; status: string } {
  switch (transaction.status) {
    case 'accepted':
      return { code: '00', message: 'SUCCES', status: 'ACCEPTED' };
    case 'refused':
      return transaction.refusal === 'declined'
        ? { code: '600', message: 'PAYMENT_FAILED', status: 'REFUSED' }
        : { code: '627', message: 'TRANSACTION_CANCEL', status: 'REFUSED' };
    case 'expired':
      // CinetPay's documentation names no expiry status: this one is the simulator's own.
      return { code: '627', message: 'TRANSACTION_EXPIRED', status: 'EXPIRED' };
    case 'waiting':
      return { code: '623', message: 'WAITING_CUSTOMER_TO_VALIDATE', status: 'WAITING_FOR_CUSTOMER' };
    default:
      return { code: '662', message: 'WAITING_CUSTOMER_PAYMENT', status: 'WAITING_FOR_CUSTOMER' };
  }
}

function phoneOf(e164: string | null): PhoneNumber | null {
  if (!e164) return null;
  const parsed = parsePhone(e164);
  return parsed.ok ? parsed.phone : null;
}

export class MobileMoneySimulator {
  readonly siteId: string;
  readonly #secretKey: string;
  private readonly store: SimulatorTransactionStore;
  private readonly now: Clock;
  private readonly ttlMs: number;

  constructor(private readonly options: SimulatorOptions) {
    if (!options.secretKey) throw new Error('The mobile-money simulator needs a signing secret');
    this.#secretKey = options.secretKey;
    this.store = options.store;
    this.siteId = options.siteId ?? SIMULATOR_SITE_ID;
    this.now = options.now ?? systemClock;
    this.ttlMs = options.ttlMs ?? SIMULATOR_TTL_MS;
  }

  pageUrl(transactionId: string): string {
    return this.options.pageUrl(transactionId);
  }

  async start(request: MobileMoneyStartRequest): Promise<MobileMoneyStart> {
    if (!Number.isSafeInteger(request.amountXof) || request.amountXof < 1) {
      throw new RangeError(`Montant FCFA invalide : ${request.amountXof}`);
    }
    const now = this.now();
    const price = request.price && request.price.currency.toUpperCase() !== 'XOF' ? request.price : null;
    const transaction: SimulatedTransaction = {
      transactionId: newTransactionId(),
      paymentSessionId: request.paymentSessionId,
      amountXof: request.amountXof,
      price: price ? { amountMinor: price.amountMinor, currency: price.currency.toUpperCase() } : null,
      description: request.description,
      notifyUrl: request.notifyUrl,
      returnUrl: request.returnUrl,
      status: 'created',
      operator: request.operator ?? null,
      phone: request.customer.phone?.e164 ?? null,
      refusal: null,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + this.ttlMs).toISOString(),
      updatedAt: now.toISOString(),
    };
    await this.store.insert(transaction);
    return { transactionId: transaction.transactionId, url: this.pageUrl(transaction.transactionId) };
  }

  /** The payment as it stands now: an open one past its 10 minutes expires here (and says so, once). */
  async find(transactionId: string): Promise<SimulatedTransaction | null> {
    const transaction = await this.store.find(transactionId);
    if (!transaction || !OPEN_STATUSES.includes(transaction.status)) return transaction;
    if (this.now().getTime() < Date.parse(transaction.expiresAt)) return transaction;
    const moved = await this.move(transaction, OPEN_STATUSES, { status: 'expired' });
    return moved.kind === 'moved' ? moved.transaction : ((await this.store.find(transactionId)) ?? transaction);
  }

  private async move(
    transaction: SimulatedTransaction,
    from: readonly SimulatedStatus[],
    changes: SimulatedChanges,
  ): Promise<SimulatorOutcome> {
    const moved = await this.store.transition(transaction.transactionId, from, {
      ...changes,
      updatedAt: this.now().toISOString(),
    });
    if (!moved) {
      // Another request (or process) moved it first: it sent the notification.
      const current = (await this.store.find(transaction.transactionId)) ?? transaction;
      return { kind: 'unchanged', transaction: current };
    }
    const notification = this.notificationOf(moved);
    if (this.options.notify) await this.options.notify(notification);
    return { kind: 'moved', transaction: moved, notification };
  }

  /** "Payer" on the page: the operator and number are checked, then the phone is asked (or the operator declines). */
  async pay(transactionId: string, input: { operator: string; phone: string }): Promise<SimulatorOutcome> {
    const transaction = await this.find(transactionId);
    if (!transaction) return { kind: 'not-found' };
    if (transaction.status !== 'created') return { kind: 'unchanged', transaction };
    const errors: Partial<Record<'operator' | 'phone', string>> = {};
    if (!isOperatorId(input.operator)) errors.operator = OPERATOR_REQUIRED;
    const parsed = parsePhone(input.phone);
    if (!parsed.ok) errors.phone = parsed.error;
    else if (!testNumberBehaviour(parsed.phone.e164)) errors.phone = NOT_A_TEST_NUMBER;
    if (Object.keys(errors).length > 0 || !parsed.ok || !isOperatorId(input.operator)) {
      return { kind: 'invalid', transaction, errors, values: { operator: input.operator, phone: input.phone } };
    }
    const phone = parsed.phone.e164;
    if (testNumberBehaviour(phone) === 'declined') {
      return this.move(transaction, ['created'], {
        status: 'refused',
        refusal: 'declined',
        operator: input.operator,
        phone,
      });
    }
    return this.move(transaction, ['created'], { status: 'waiting', operator: input.operator, phone });
  }

  /** "Valider" or "Refuser" on the simulated phone. A phone that never answers cannot press either. */
  async answer(transactionId: string, choice: 'validate' | 'refuse'): Promise<SimulatorOutcome> {
    const transaction = await this.find(transactionId);
    if (!transaction) return { kind: 'not-found' };
    if (transaction.status !== 'waiting' || testNumberBehaviour(transaction.phone) === 'silent') {
      return { kind: 'unchanged', transaction };
    }
    return choice === 'validate'
      ? this.move(transaction, ['waiting'], { status: 'accepted' })
      : this.move(transaction, ['waiting'], { status: 'refused', refusal: 'rejected' });
  }

  /** "Annuler" on the page, before the phone has answered. */
  async cancel(transactionId: string): Promise<SimulatorOutcome> {
    const transaction = await this.find(transactionId);
    if (!transaction) return { kind: 'not-found' };
    if (!OPEN_STATUSES.includes(transaction.status)) return { kind: 'unchanged', transaction };
    return this.move(transaction, OPEN_STATUSES, { status: 'refused', refusal: 'cancelled' });
  }

  /** The answer CinetPay's `POST /v2/payment/check` would give for this payment. */
  async check(transactionId: string): Promise<CinetPayCheckAnswer> {
    const transaction = await this.find(transactionId);
    const api_response_id = `${Math.floor(this.now().getTime() / 1000)}.0000`;
    if (!transaction) return { code: '404', message: 'TRANSACTION_NOT_FOUND', api_response_id };
    const words = wordsFor(transaction);
    const accepted = transaction.status === 'accepted';
    return {
      code: words.code,
      message: words.message,
      data: {
        amount: String(transaction.amountXof),
        currency: 'XOF',
        status: words.status,
        payment_method: transaction.operator ? CINETPAY_PAYMENT_METHODS[transaction.operator] : null,
        description: transaction.description,
        metadata: transaction.paymentSessionId,
        operator_id: accepted ? `SIM${transaction.transactionId.slice(-12)}` : null,
        payment_date: accepted ? cinetPayDate(transaction.updatedAt) : '',
      },
      api_response_id,
    };
  }

  /** CinetPay's notification for the payment's current state, signed with the simulator's secret. */
  notificationOf(transaction: SimulatedTransaction): SignedNotification {
    const phone = phoneOf(transaction.phone);
    const fields: Required<NotificationFields> = {
      cpm_site_id: this.siteId,
      cpm_trans_id: transaction.transactionId,
      cpm_trans_date: cinetPayDate(transaction.createdAt),
      cpm_amount: String(transaction.amountXof),
      cpm_currency: 'XOF',
      signature: createHash('sha256').update(`${transaction.transactionId}:${transaction.status}`).digest('hex'),
      payment_method: transaction.operator ? CINETPAY_PAYMENT_METHODS[transaction.operator] : '',
      cel_phone_num: phone?.national ?? '',
      cpm_phone_prefixe: phone?.countryCode ?? '',
      cpm_language: 'fr',
      cpm_version: 'V4',
      cpm_payment_config: 'Single',
      cpm_page_action: 'Payment',
      cpm_custom: transaction.paymentSessionId,
      cpm_designation: transaction.description,
      cpm_error_message: wordsFor(transaction).message,
    };
    return {
      url: transaction.notifyUrl,
      fields,
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [TOKEN_HEADER]: signNotification(fields, this.#secretKey),
      },
    };
  }

  /** The transaction of a notification the simulator signed; WebhookSignatureError otherwise. */
  verifyNotification(fields: Readonly<Record<string, unknown>>, headers: WebhookHeaders): string {
    return verifiedTransactionId(fields, headers, { siteId: this.siteId, secretKey: this.#secretKey });
  }
}
