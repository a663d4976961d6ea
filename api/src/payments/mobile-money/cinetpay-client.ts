import type { MobileMoneyStatus, MobileMoneyStatusReport } from './mobile-money-provider';
import { operatorOfPaymentMethod } from './operators';

/**
 * CinetPay's checkout API over `fetch`, as documented:
 * - init: docs.cinetpay.com/api/1.0-fr/checkout/initialisation — `POST {base}/v2/payment`, JSON,
 *   answered `{ code: '201', message: 'CREATED', data: { payment_token, payment_url } }`;
 * - check: docs.cinetpay.com/api/1.0-fr/checkout/verification — `POST {base}/v2/payment/check`,
 *   JSON `{ apikey, site_id, transaction_id }`, answered `{ code, message, data: { amount, currency,
 *   status: 'ACCEPTED' | 'REFUSED' | 'WAITING_FOR_CUSTOMER'…, payment_method, operator_id, … } }`.
 * The shapes relied on are recorded in testing/cinetpay-fixtures.ts. The API key is sent in request
 * bodies only: never logged, never in an error's text.
 */
export const CINETPAY_API_BASE = 'https://api-checkout.cinetpay.com';

export const DEFAULT_TIMEOUT_MS = 15_000;

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface CinetPayClientOptions {
  apiKey: string;
  siteId: string;
  /** Another address (a local fake); CinetPay's own by default. */
  baseUrl?: string | null;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** Fields of the init call (`POST /v2/payment`). */
export interface CinetPayInitBody {
  apikey: string;
  site_id: string;
  transaction_id: string;
  amount: number;
  currency: 'XOF';
  description: string;
  notify_url: string;
  return_url: string;
  channels: 'MOBILE_MONEY';
  lang: 'fr' | 'en';
  metadata: string;
  customer_id?: string;
  customer_name?: string;
  customer_surname?: string;
  customer_email?: string;
  customer_phone_number?: string;
}

export interface CinetPayInitRequest {
  transactionId: string;
  amountXof: number;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  metadata: string;
  lang?: 'fr' | 'en';
  customer?: { id?: string; name?: string; surname?: string; email?: string; phoneNumber?: string };
}

/** What CinetPay answers to the init call. */
export interface CinetPayInitAnswer {
  code: string;
  message: string;
  description?: string;
  data?: { payment_token?: string; payment_url?: string };
  api_response_id?: string;
}

/** What CinetPay answers to the check call (also the simulator's answer). */
export interface CinetPayCheckAnswer {
  code: string;
  message: string;
  data?: {
    amount: string | number;
    currency: string;
    status: string;
    payment_method: string | null;
    description?: string;
    metadata: string | null;
    operator_id: string | null;
    payment_date: string;
    fund_availability_date?: string;
  };
  api_response_id?: string;
}

export type CinetPayFailure = 'timeout' | 'unreachable' | 'refused' | 'credentials' | 'unexpected';

/** A CinetPay call that did not give what was asked; the text is for logs and says no secret. */
export class CinetPayError extends Error {
  constructor(
    readonly failure: CinetPayFailure,
    message: string,
    readonly code: string | null = null,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
    this.name = 'CinetPayError';
  }
}

/** CinetPay's codes that mean our keys or site id are wrong. */
const CREDENTIAL_CODES = new Set(['609', '613']);

/** A check's `data.status` in neutral words. WAITING_FOR_CUSTOMER and anything unknown: still pending. */
export function statusOfCheck(status: string | null | undefined): MobileMoneyStatus {
  switch ((status ?? '').trim().toUpperCase()) {
    case 'ACCEPTED':
      return 'accepted';
    case 'REFUSED':
    case 'CANCELED':
    case 'CANCELLED':
    case 'FAILED':
      return 'refused';
    case 'EXPIRED':
      return 'expired';
    default:
      return 'pending';
  }
}

/** A check answer as a report; throws when it carries no status (nothing can be decided from it). */
export function reportOfCheck(transactionId: string, answer: CinetPayCheckAnswer): MobileMoneyStatusReport {
  const data = answer.data;
  if (!data || typeof data.status !== 'string') {
    throw new CinetPayError(
      'unexpected',
      `Vérification CinetPay sans statut (${answer.code ?? '?'} ${answer.message ?? ''}).`.trim(),
      answer.code ?? null,
    );
  }
  const amount = Number(data.amount);
  return {
    transactionId,
    status: statusOfCheck(data.status),
    amountXof: Number.isSafeInteger(amount) ? amount : null,
    currency: typeof data.currency === 'string' ? data.currency : null,
    operator: operatorOfPaymentMethod(data.payment_method),
    code: String(answer.code ?? ''),
    message: String(answer.message ?? ''),
    operatorReference: typeof data.operator_id === 'string' && data.operator_id ? data.operator_id : null,
  };
}

/** CinetPay asks for descriptions without # / $ _ & (init documentation). */
export function cinetPayDescription(text: string): string {
  const cleaned = text
    .replace(/[#/$_&]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (cleaned || 'Paiement Kora').slice(0, 200);
}

export class CinetPayClient {
  readonly #apiKey: string;
  readonly siteId: string;
  private readonly base: string;
  private readonly fetcher: FetchLike;
  private readonly timeoutMs: number;

  constructor(options: CinetPayClientOptions) {
    this.#apiKey = options.apiKey;
    this.siteId = options.siteId;
    this.base = (options.baseUrl || CINETPAY_API_BASE).replace(/\/+$/, '');
    this.fetcher = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Never the key: what `console.log(client)` or a serialised error context may show. */
  toJSON(): Record<string, string> {
    return { base: this.base, siteId: this.siteId };
  }

  private hide(text: string): string {
    return this.#apiKey ? text.split(this.#apiKey).join('***') : text;
  }

  private async post<T>(path: string, body: Record<string, unknown>): Promise<{ status: number; answer: T }> {
    let response: Response;
    try {
      response = await this.fetcher(`${this.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new CinetPayError('timeout', `CinetPay n'a pas répondu en ${this.timeoutMs} ms (${path}).`);
      }
      throw new CinetPayError('unreachable', `CinetPay injoignable (${path}).`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new CinetPayError('timeout', `Réponse de CinetPay interrompue (${path}).`, null, response.status);
    }
    try {
      return { status: response.status, answer: JSON.parse(text) as T };
    } catch {
      throw new CinetPayError(
        'unexpected',
        `Réponse illisible de CinetPay (${path}, HTTP ${response.status}).`,
        null,
        response.status,
      );
    }
  }

  private refusal(path: string, status: number, answer: { code?: unknown; message?: unknown; description?: unknown }) {
    const code = typeof answer?.code === 'string' || typeof answer?.code === 'number' ? String(answer.code) : null;
    const said = this.hide(
      [answer?.message, answer?.description].filter((part) => typeof part === 'string').join(' — '),
    );
    if (code && CREDENTIAL_CODES.has(code)) {
      return new CinetPayError(
        'credentials',
        `CinetPay refuse nos identifiants (${code} ${said}) : vérifiez CINETPAY_API_KEY et CINETPAY_SITE_ID.`,
        code,
        status,
      );
    }
    if (status === 429)
      return new CinetPayError('refused', `CinetPay limite nos appels (${path}, HTTP 429).`, code, status);
    return new CinetPayError(
      'refused',
      `CinetPay a refusé l'appel ${path} (HTTP ${status}${code ? `, code ${code}` : ''}${said ? ` : ${said}` : ''}).`,
      code,
      status,
    );
  }

  /** Starts a mobile-money payment: the page where the payer pays. */
  async initPayment(request: CinetPayInitRequest): Promise<{ paymentUrl: string; paymentToken: string | null }> {
    const customer = request.customer ?? {};
    const body: CinetPayInitBody = {
      apikey: this.#apiKey,
      site_id: this.siteId,
      transaction_id: request.transactionId,
      amount: request.amountXof,
      currency: 'XOF',
      description: cinetPayDescription(request.description),
      notify_url: request.notifyUrl,
      return_url: request.returnUrl,
      channels: 'MOBILE_MONEY',
      lang: request.lang ?? 'fr',
      metadata: request.metadata,
      ...(customer.id && { customer_id: customer.id }),
      ...(customer.name && { customer_name: customer.name }),
      ...(customer.surname && { customer_surname: customer.surname }),
      ...(customer.email && { customer_email: customer.email }),
      ...(customer.phoneNumber && { customer_phone_number: customer.phoneNumber }),
    };
    const path = '/v2/payment';
    const { status, answer } = await this.post<CinetPayInitAnswer>(path, body as unknown as Record<string, unknown>);
    const url = answer?.data?.payment_url;
    if (
      status >= 200 &&
      status < 300 &&
      String(answer?.code) === '201' &&
      typeof url === 'string' &&
      /^https?:\/\//.test(url)
    ) {
      return { paymentUrl: url, paymentToken: answer.data?.payment_token ?? null };
    }
    throw this.refusal(path, status, answer ?? {});
  }

  /** Asks the status of a payment. A refused or pending payment is an answer, not an error. */
  async checkPayment(transactionId: string): Promise<MobileMoneyStatusReport> {
    const path = '/v2/payment/check';
    const { status, answer } = await this.post<CinetPayCheckAnswer>(path, {
      apikey: this.#apiKey,
      site_id: this.siteId,
      transaction_id: transactionId,
    });
    // CinetPay answers a refused payment with its status in `data`, whatever the HTTP status says.
    if (answer && typeof answer === 'object' && typeof answer.data?.status === 'string') {
      return reportOfCheck(transactionId, answer);
    }
    throw this.refusal(path, status, answer ?? {});
  }
}
