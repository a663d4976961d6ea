import { createServer } from 'node:net';
import { inspect } from 'node:util';
import { CinetPayClient, CinetPayError, cinetPayDescription, statusOfCheck } from './cinetpay-client';
import {
  RECORDED_CHECK_ACCEPTED,
  RECORDED_CHECK_REFUSED,
  RECORDED_CHECK_REQUEST,
  RECORDED_CHECK_WAITING,
  RECORDED_INIT_ANSWER,
  RECORDED_INIT_MISSING_FIELDS,
  RECORDED_INIT_REQUEST,
} from './testing/cinetpay-fixtures';
import { FakeCinetPayApi } from './testing/fake-cinetpay';

const API_KEY = RECORDED_INIT_REQUEST.apikey;
const SITE_ID = RECORDED_INIT_REQUEST.site_id;

const initRequest = {
  transactionId: RECORDED_INIT_REQUEST.transaction_id,
  amountXof: RECORDED_INIT_REQUEST.amount,
  description: RECORDED_INIT_REQUEST.description,
  notifyUrl: RECORDED_INIT_REQUEST.notify_url,
  returnUrl: RECORDED_INIT_REQUEST.return_url,
  metadata: RECORDED_INIT_REQUEST.metadata,
  customer: { id: '7', email: 'lea.martin@kora.test', phoneNumber: '+2250700000001' },
};

function failureOf(promise: Promise<unknown>): Promise<CinetPayError> {
  return promise.then(
    () => {
      throw new Error('expected a CinetPayError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(CinetPayError);
      return error as CinetPayError;
    },
  );
}

describe('CinetPay client over HTTP (a fake CinetPay on loopback)', () => {
  let api: FakeCinetPayApi;
  let fake: Awaited<ReturnType<FakeCinetPayApi['listen']>>;
  let client: CinetPayClient;
  beforeEach(async () => {
    api = new FakeCinetPayApi(API_KEY, SITE_ID);
    fake = await api.listen();
    client = new CinetPayClient({ apiKey: API_KEY, siteId: SITE_ID, baseUrl: `${fake.url}/`, timeoutMs: 2000 });
  });
  afterEach(() => fake.close());

  it('initialises a payment with the recorded JSON body and answers its page', async () => {
    const started = await client.initPayment(initRequest);
    expect(started.paymentUrl).toBe(`https://checkout.cinetpay.com/payment/tok${RECORDED_INIT_REQUEST.transaction_id}`);
    const [call] = api.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/v2/payment', contentType: 'application/json' });
    expect(call.body).toEqual(RECORDED_INIT_REQUEST);
  });

  it('checks a payment with the recorded body, and reads each status', async () => {
    await client.initPayment(initRequest);
    const id = RECORDED_INIT_REQUEST.transaction_id;
    await expect(client.checkPayment(id)).resolves.toMatchObject({ status: 'pending', code: '662' });
    expect(api.calls.at(-1)).toMatchObject({ path: '/v2/payment/check', body: RECORDED_CHECK_REQUEST });
    api.settle(id, 'ACCEPTED');
    await expect(client.checkPayment(id)).resolves.toEqual({
      transactionId: id,
      status: 'accepted',
      amountXof: 1310,
      currency: 'XOF',
      operator: 'orange',
      code: '00',
      message: 'SUCCES',
      operatorReference: 'MP220915.2257.A76307',
    });
    api.settle(id, 'REFUSED');
    await expect(client.checkPayment(id)).resolves.toMatchObject({ status: 'refused', code: '627' });
  });

  it('gives up after its timeout when CinetPay does not answer', async () => {
    api.hang = true;
    const quick = new CinetPayClient({ apiKey: API_KEY, siteId: SITE_ID, baseUrl: fake.url, timeoutMs: 100 });
    const error = await failureOf(quick.checkPayment('KORA1'));
    expect(error.failure).toBe('timeout');
    expect(error.message).toBe("CinetPay n'a pas répondu en 100 ms (/v2/payment/check).");
  });
});

describe('CinetPay client: the recorded answers and errors (injected fetch)', () => {
  let api: FakeCinetPayApi;
  let client: CinetPayClient;
  beforeEach(() => {
    api = new FakeCinetPayApi(API_KEY, SITE_ID);
    client = new CinetPayClient({ apiKey: API_KEY, siteId: SITE_ID, fetch: api.fetch, timeoutMs: 100 });
  });

  it("calls CinetPay's own address by default", async () => {
    await client.initPayment(initRequest);
    expect(api.calls[0].path).toBe('/v2/payment');
    const seen: string[] = [];
    const spy = new CinetPayClient({
      apiKey: API_KEY,
      siteId: SITE_ID,
      fetch: (input, init) => {
        seen.push(input);
        return api.fetch(input, init);
      },
    });
    await spy.checkPayment(RECORDED_INIT_REQUEST.transaction_id);
    expect(seen).toEqual(['https://api-checkout.cinetpay.com/v2/payment/check']);
  });

  it('reads the documented answers: the payment URL, accepted, refused, waiting', async () => {
    api.answerWith = { status: 200, body: RECORDED_INIT_ANSWER };
    await expect(client.initPayment(initRequest)).resolves.toEqual({
      paymentUrl: RECORDED_INIT_ANSWER.data.payment_url,
      paymentToken: RECORDED_INIT_ANSWER.data.payment_token,
    });
    api.answerWith = { status: 200, body: RECORDED_CHECK_ACCEPTED };
    await expect(client.checkPayment('T')).resolves.toMatchObject({
      status: 'accepted',
      amountXof: 1310,
      operator: 'orange',
    });
    api.answerWith = { status: 200, body: RECORDED_CHECK_REFUSED };
    await expect(client.checkPayment('T')).resolves.toMatchObject({
      status: 'refused',
      operator: 'mtn',
      operatorReference: null,
    });
    api.answerWith = { status: 400, body: RECORDED_CHECK_REFUSED };
    await expect(client.checkPayment('T')).resolves.toMatchObject({ status: 'refused' });
    api.answerWith = { status: 200, body: RECORDED_CHECK_WAITING };
    await expect(client.checkPayment('T')).resolves.toMatchObject({ status: 'pending' });
  });

  it('maps statuses it does not know to pending, never to accepted', () => {
    expect(statusOfCheck('ACCEPTED')).toBe('accepted');
    expect(statusOfCheck('accepted')).toBe('accepted');
    expect(statusOfCheck('REFUSED')).toBe('refused');
    expect(statusOfCheck('CANCELED')).toBe('refused');
    expect(statusOfCheck('EXPIRED')).toBe('expired');
    expect(statusOfCheck('WAITING_FOR_CUSTOMER')).toBe('pending');
    expect(statusOfCheck('ACCEPTED_LATER')).toBe('pending');
    expect(statusOfCheck(undefined)).toBe('pending');
  });

  it('turns refusals into clear errors', async () => {
    api.answerWith = { status: 400, body: RECORDED_INIT_MISSING_FIELDS };
    const missing = await failureOf(client.initPayment(initRequest));
    expect(missing).toMatchObject({ failure: 'refused', code: '608', httpStatus: 400 });
    expect(missing.message).toBe(
      "CinetPay a refusé l'appel /v2/payment (HTTP 400, code 608 : MINIMUM_REQUIRED_FIELDS — Le paramètre amount est obligatoire).",
    );

    api.answerWith = null;
    const wrongKeys = await failureOf(
      new CinetPayClient({ apiKey: 'wrong', siteId: SITE_ID, fetch: api.fetch }).initPayment(initRequest),
    );
    expect(wrongKeys.failure).toBe('credentials');
    expect(wrongKeys.message).toContain('vérifiez CINETPAY_API_KEY et CINETPAY_SITE_ID');

    api.answerWith = { status: 200, body: { code: '201', message: 'CREATED', data: {} } };
    expect(await failureOf(client.initPayment(initRequest))).toMatchObject({ failure: 'refused' });
    api.answerWith = { status: 200, body: { code: '00', message: 'SUCCES' } };
    expect(await failureOf(client.checkPayment('T'))).toMatchObject({ failure: 'refused', code: '00' });
    api.answerWith = { status: 429, body: { code: '429', message: 'TOO_MANY_REQUEST' } };
    expect((await failureOf(client.checkPayment('T'))).message).toBe(
      'CinetPay limite nos appels (/v2/payment/check, HTTP 429).',
    );
    api.answerWith = { status: 502, body: '<html>Bad gateway</html>' };
    expect(await failureOf(client.checkPayment('T'))).toMatchObject({ failure: 'unexpected', httpStatus: 502 });
  });

  it('says when CinetPay cannot be reached', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    const closed = new CinetPayClient({ apiKey: API_KEY, siteId: SITE_ID, baseUrl: `http://127.0.0.1:${port}` });
    expect(await failureOf(closed.checkPayment('T'))).toMatchObject({ failure: 'unreachable' });
    api.hang = true;
    expect(await failureOf(client.initPayment(initRequest))).toMatchObject({ failure: 'timeout' });
  });

  it('never shows its API key: not in errors, not when logged or serialised', async () => {
    api.answerWith = {
      status: 400,
      body: { code: '608', message: 'MINIMUM_REQUIRED_FIELDS', description: `apikey ${API_KEY} refusée` },
    };
    const error = await failureOf(client.initPayment(initRequest));
    expect(error.message).not.toContain(API_KEY);
    expect(error.message).toContain('apikey *** refusée');
    expect(JSON.stringify(error)).not.toContain(API_KEY);
    expect(inspect(error)).not.toContain(API_KEY);
    expect(JSON.stringify(client)).not.toContain(API_KEY);
    expect(inspect(client, { depth: 5, showHidden: true })).not.toContain(API_KEY);
  });

  it('sends descriptions without the characters CinetPay asks to avoid', () => {
    expect(cinetPayDescription('Titre « Soleil » #1 / face_A & B $')).toBe('Titre « Soleil » 1 face A B');
    expect(cinetPayDescription(' # ')).toBe('Paiement Kora');
  });
});
