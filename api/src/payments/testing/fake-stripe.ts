import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake Stripe API received: method, path and the form-encoded parameters. */
export interface RecordedStripeCall {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | null;
}

const DAY = 86_400;

/** Answers the few Stripe API calls the provider makes, and records them. No network involved. */
export class FakeStripeApi {
  readonly calls: RecordedStripeCall[] = [];
  private sessions = 0;
  readonly subscriptions = new Map<string, { cancelAtPeriodEnd: boolean; plan: string; amount: number }>();
  /** true: charges for a subscription change fail (the card is declined), the change stays pending. */
  declineCharges = false;

  answer(call: RecordedStripeCall): { status: number; body: unknown } {
    this.calls.push(call);
    const { method, path, params } = call;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      this.sessions += 1;
      const id = `cs_test_${this.sessions}`;
      return { status: 200, body: { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` } };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return {
        status: 200,
        body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_1' },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      return {
        status: 200,
        body: { id: 'pi_test_1', object: 'payment_intent', client_secret: 'pi_test_1_secret_abc' },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return {
        status: 200,
        body: { id: 're_test_1', object: 'refund', payment_intent: params.get('payment_intent'), status: 'succeeded' },
      };
    }
    const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (subscription) {
      const id = subscription[1];
      const known = this.subscriptions.get(id) ?? { cancelAtPeriodEnd: false, plan: 'premium', amount: 1999 };
      if (method === 'DELETE') {
        this.subscriptions.delete(id);
        return { status: 200, body: this.subscriptionObject(id, known, 'canceled') };
      }
      if (method === 'POST' && this.declineCharges && params.get('payment_behavior') === 'pending_if_incomplete') {
        return {
          status: 200,
          body: { ...this.subscriptionObject(id, known, 'active'), pending_update: { expires_at: 0 } },
        };
      }
      if (method === 'POST') {
        if (params.has('cancel_at_period_end')) known.cancelAtPeriodEnd = params.get('cancel_at_period_end') === 'true';
        if (params.has('metadata[plan]')) known.plan = params.get('metadata[plan]') ?? known.plan;
        if (params.has('items[0][price_data][unit_amount]'))
          known.amount = Number(params.get('items[0][price_data][unit_amount]'));
      }
      this.subscriptions.set(id, known);
      return { status: 200, body: this.subscriptionObject(id, known, 'active') };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  private subscriptionObject(
    id: string,
    state: { cancelAtPeriodEnd: boolean; plan: string; amount: number },
    status: string,
  ) {
    const start = Math.floor(Date.now() / 1000) - DAY;
    return {
      id,
      object: 'subscription',
      customer: 'cus_test_1',
      status,
      cancel_at_period_end: state.cancelAtPeriodEnd,
      pending_update: null,
      metadata: { plan: state.plan },
      items: {
        object: 'list',
        data: [
          {
            id: 'si_test_1',
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: start + 30 * DAY,
            price: { id: 'price_1', product: 'prod_test_1', unit_amount: state.amount },
          },
        ],
      },
    };
  }

  /** A fetch function for `Stripe.createFetchHttpClient(...)`. */
  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : '';
    const method = (init?.method ?? 'GET').toUpperCase();
    const { status, body: answer } = this.answer({
      method,
      path: url.pathname,
      params: new URLSearchParams(method === 'GET' || method === 'DELETE' ? url.search : body),
      idempotencyKey: headers.get('idempotency-key'),
    });
    return new Response(JSON.stringify(answer), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  };

  /** The same answers over HTTP on loopback (for a whole API configured with STRIPE_API_BASE). */
  async listen(): Promise<{ url: string; server: Server }> {
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://127.0.0.1');
        const method = request.method ?? 'GET';
        const idempotency = request.headers['idempotency-key'];
        const { status, body: answer } = this.answer({
          method,
          path: url.pathname,
          params: new URLSearchParams(method === 'GET' || method === 'DELETE' ? url.search : body),
          idempotencyKey: typeof idempotency === 'string' ? idempotency : null,
        });
        response
          .writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' })
          .end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
  }
}
