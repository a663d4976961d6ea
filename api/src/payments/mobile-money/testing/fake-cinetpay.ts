import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RECORDED_AUTH_NOT_FOUND, RECORDED_CHECK_ACCEPTED, RECORDED_INIT_ANSWER } from './cinetpay-fixtures';

/** A call the fake CinetPay API received. */
export interface RecordedCinetPayCall {
  method: string;
  path: string;
  contentType: string | null;
  body: Record<string, unknown>;
}

export type FakePaymentStatus = 'ACCEPTED' | 'REFUSED' | 'WAITING_FOR_CUSTOMER';

/**
 * Answers CinetPay's init and check calls with the recorded shapes, and records them. Payments start
 * WAITING_FOR_CUSTOMER; a test moves them with `settle`. `answerWith` replaces the next answers
 * (an error, a page that is not JSON), `hang` makes the API never answer (timeouts).
 */
export class FakeCinetPayApi {
  readonly calls: RecordedCinetPayCall[] = [];
  readonly payments = new Map<
    string,
    { amount: number; status: FakePaymentStatus; description: string; metadata: string }
  >();
  answerWith: { status: number; body: unknown } | null = null;
  hang = false;

  constructor(
    readonly apiKey = 'recorded-api-key-1234567890',
    readonly siteId = '445160',
  ) {}

  settle(transactionId: string, status: FakePaymentStatus): void {
    const payment = this.payments.get(transactionId);
    if (!payment) throw new Error(`No payment ${transactionId}`);
    payment.status = status;
  }

  answer(call: RecordedCinetPayCall): { status: number; body: unknown } {
    this.calls.push(call);
    if (this.answerWith) return this.answerWith;
    const { body } = call;
    if (body.apikey !== this.apiKey || body.site_id !== this.siteId)
      return { status: 403, body: RECORDED_AUTH_NOT_FOUND };
    const transactionId = String(body.transaction_id ?? '');
    if (call.method === 'POST' && call.path === '/v2/payment') {
      this.payments.set(transactionId, {
        amount: Number(body.amount),
        status: 'WAITING_FOR_CUSTOMER',
        description: String(body.description),
        metadata: String(body.metadata ?? ''),
      });
      const token = `tok${transactionId}`;
      return {
        status: 200,
        body: {
          ...RECORDED_INIT_ANSWER,
          data: { payment_token: token, payment_url: `https://checkout.cinetpay.com/payment/${token}` },
        },
      };
    }
    if (call.method === 'POST' && call.path === '/v2/payment/check') {
      const payment = this.payments.get(transactionId);
      if (!payment) return { status: 404, body: { code: '404', message: 'TRANSACTION_NOT_FOUND' } };
      const accepted = payment.status === 'ACCEPTED';
      return {
        status: 200,
        body: {
          code: accepted ? '00' : payment.status === 'REFUSED' ? '627' : '662',
          message: accepted
            ? 'SUCCES'
            : payment.status === 'REFUSED'
              ? 'TRANSACTION_CANCEL'
              : 'WAITING_CUSTOMER_PAYMENT',
          data: {
            ...RECORDED_CHECK_ACCEPTED.data,
            amount: String(payment.amount),
            status: payment.status,
            description: payment.description,
            metadata: payment.metadata,
            operator_id: accepted ? RECORDED_CHECK_ACCEPTED.data.operator_id : null,
            payment_date: accepted ? RECORDED_CHECK_ACCEPTED.data.payment_date : '',
          },
          api_response_id: '1663323067.7677',
        },
      };
    }
    return { status: 404, body: { code: '404', message: `Unknown ${call.method} ${call.path}` } };
  }

  private record(method: string, url: string, contentType: string | null, text: string): RecordedCinetPayCall {
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text || '{}') as Record<string, unknown>;
    } catch {
      body = { unreadable: text };
    }
    return { method, path: new URL(url, 'http://127.0.0.1').pathname, contentType, body };
  }

  /** A fetch for `new CinetPayClient({ fetch })`: no network. Honours the request's abort signal. */
  readonly fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const call = this.record(
      (init.method ?? 'GET').toUpperCase(),
      input,
      new Headers(init.headers).get('content-type'),
      typeof init.body === 'string' ? init.body : '',
    );
    if (this.hang) {
      return new Promise<Response>((_resolve, reject) => {
        const signal = init.signal;
        const fail = () => reject(signal?.reason ?? new DOMException('aborted', 'AbortError'));
        if (signal?.aborted) fail();
        signal?.addEventListener('abort', fail);
      });
    }
    const { status, body } = this.answer(call);
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  };

  /** The same answers over HTTP on loopback (a client or a whole API configured with CINETPAY_API_BASE). */
  async listen(): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
    const server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const call = this.record(
          request.method ?? 'GET',
          request.url ?? '/',
          request.headers['content-type'] ?? null,
          text,
        );
        if (this.hang) {
          this.calls.push(call);
          return;
        }
        const { status, body } = this.answer(call);
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(typeof body === 'string' ? body : JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      server,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }
}
