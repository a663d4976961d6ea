import { WebhookSignatureError } from '../provider';
import { reportOfCheck } from './cinetpay-client';
import type { MobileMoneyStartRequest } from './mobile-money-provider';
import { NOTIFICATION_FIELDS, signNotification } from './signature';
import {
  MobileMoneySimulator,
  NOT_A_TEST_NUMBER,
  OPERATOR_REQUIRED,
  postNotification,
  SIMULATOR_SITE_ID,
  simulatorPageUrl,
  simulatorSecretFrom,
  TEST_PHONE_NUMBERS,
  type SignedNotification,
  type SimulatorOutcome,
} from './simulator';
import { InMemorySimulatorStore } from './testing/in-memory-simulator-store';

const SECRET = 'simulator-test-secret';
const MINUTE = 60_000;

const request: MobileMoneyStartRequest = {
  paymentSessionId: 'ps_track_1',
  amountXof: 1306,
  description: 'Titre « Soleil »',
  price: { amountMinor: 199, currency: 'EUR' },
  notifyUrl: 'http://localhost:4000/api/payments/mobile-money/notification',
  returnUrl: 'http://localhost:3000/paiement/retour',
  customer: { userId: 7, email: 'lea.martin@kora.test' },
};

function setup() {
  let now = new Date('2025-03-15T10:00:00.000Z');
  const store = new InMemorySimulatorStore();
  const sent: SignedNotification[] = [];
  const simulator = new MobileMoneySimulator({
    store,
    secretKey: SECRET,
    pageUrl: (id) => `http://localhost:4000/api/payments/mobile-money/simulator/${id}`,
    now: () => now,
    notify: async (notification) => void sent.push(notification),
  });
  const status = async (id: string) => reportOfCheck(id, await simulator.check(id)).status;
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));
  return { simulator, store, sent, status, advance };
}

function moved(outcome: SimulatorOutcome) {
  if (outcome.kind !== 'moved') throw new Error(`expected a move, got ${outcome.kind}`);
  return outcome;
}

describe('the mobile-money simulator', () => {
  it('starts a payment at its own page, waiting for the payer', async () => {
    const { simulator, store, sent, status } = setup();
    const started = await simulator.start(request);
    expect(started.transactionId).toMatch(/^KORA[0-9A-F]{24}$/);
    expect(started.url).toBe(`http://localhost:4000/api/payments/mobile-money/simulator/${started.transactionId}`);
    expect(store.transactions.get(started.transactionId)).toMatchObject({
      status: 'created',
      amountXof: 1306,
      paymentSessionId: 'ps_track_1',
      createdAt: '2025-03-15T10:00:00.000Z',
      expiresAt: '2025-03-15T10:10:00.000Z',
    });
    expect(await status(started.transactionId)).toBe('pending');
    expect(sent).toEqual([]);
    await expect(simulator.start({ ...request, amountXof: 0 })).rejects.toThrow(RangeError);
  });

  it('+225 07 00 00 00 01: asks the phone, and is accepted when the payer presses Valider', async () => {
    const { simulator, sent, status } = setup();
    const { transactionId } = await simulator.start(request);
    const asked = moved(await simulator.pay(transactionId, { operator: 'orange', phone: '+225 07 00 00 00 01' }));
    expect(asked.transaction).toMatchObject({ status: 'waiting', operator: 'orange', phone: '+2250700000001' });
    expect(await status(transactionId)).toBe('pending');
    const accepted = moved(await simulator.answer(transactionId, 'validate'));
    expect(accepted.transaction.status).toBe('accepted');
    expect(await status(transactionId)).toBe('accepted');
    // One notification per change, in CinetPay's form, signed as CinetPay signs.
    expect(sent.map((notification) => notification.fields.cpm_error_message)).toEqual([
      'WAITING_CUSTOMER_TO_VALIDATE',
      'SUCCES',
    ]);
    const last = sent[1];
    expect(last.fields).toEqual({
      cpm_site_id: SIMULATOR_SITE_ID,
      cpm_trans_id: transactionId,
      cpm_trans_date: '2025-03-15 10:00:00',
      cpm_amount: '1306',
      cpm_currency: 'XOF',
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      payment_method: 'OM',
      cel_phone_num: '0700000001',
      cpm_phone_prefixe: '225',
      cpm_language: 'fr',
      cpm_version: 'V4',
      cpm_payment_config: 'Single',
      cpm_page_action: 'Payment',
      cpm_custom: 'ps_track_1',
      cpm_designation: 'Titre « Soleil »',
      cpm_error_message: 'SUCCES',
    });
    expect(Object.keys(last.fields)).toEqual([...NOTIFICATION_FIELDS]);
    expect(last.url).toBe(request.notifyUrl);
    expect(last.headers).toEqual({
      'content-type': 'application/x-www-form-urlencoded',
      'x-token': signNotification(last.fields, SECRET),
    });
    expect(Object.fromEntries(new URLSearchParams(last.body))).toEqual(last.fields);
    expect(simulator.verifyNotification(Object.fromEntries(new URLSearchParams(last.body)), last.headers)).toBe(
      transactionId,
    );
    // Pressing again changes nothing and notifies nothing.
    expect((await simulator.answer(transactionId, 'validate')).kind).toBe('unchanged');
    expect((await simulator.answer(transactionId, 'refuse')).kind).toBe('unchanged');
    expect((await simulator.cancel(transactionId)).kind).toBe('unchanged');
    expect(sent).toHaveLength(2);
  });

  it("answers a status check in CinetPay's shape", async () => {
    const { simulator } = setup();
    const { transactionId } = await simulator.start(request);
    await simulator.pay(transactionId, { operator: 'mtn', phone: '+2250700000001' });
    await simulator.answer(transactionId, 'validate');
    expect(await simulator.check(transactionId)).toEqual({
      code: '00',
      message: 'SUCCES',
      data: {
        amount: '1306',
        currency: 'XOF',
        status: 'ACCEPTED',
        payment_method: 'MOMO',
        description: 'Titre « Soleil »',
        metadata: 'ps_track_1',
        operator_id: `SIM${transactionId.slice(-12)}`,
        payment_date: '2025-03-15 10:00:00',
      },
      api_response_id: expect.stringMatching(/^\d+\.\d{4}$/),
    });
    expect(await simulator.check('KORAUNKNOWN')).toMatchObject({ code: '404', message: 'TRANSACTION_NOT_FOUND' });
    expect(() => reportOfCheck('KORAUNKNOWN', { code: '404', message: 'TRANSACTION_NOT_FOUND' })).toThrow();
  });

  it('+225 07 00 00 00 02: is declined by the operator', async () => {
    const { simulator, sent, status } = setup();
    const { transactionId } = await simulator.start(request);
    const declined = moved(await simulator.pay(transactionId, { operator: 'wave', phone: '+225 07 00 00 00 02' }));
    expect(declined.transaction).toMatchObject({ status: 'refused', refusal: 'declined' });
    expect(await status(transactionId)).toBe('refused');
    expect(sent.map((notification) => notification.fields.cpm_error_message)).toEqual(['PAYMENT_FAILED']);
    expect((await simulator.answer(transactionId, 'validate')).kind).toBe('unchanged');
    expect(await status(transactionId)).toBe('refused');
  });

  it('+225 07 00 00 00 03: never answers, stays pending, and expires after 10 minutes', async () => {
    const { simulator, sent, status, advance } = setup();
    const { transactionId } = await simulator.start(request);
    moved(await simulator.pay(transactionId, { operator: 'moov', phone: '+225.07.00.00.00.03' }));
    // The phone never got the request: neither button exists for it.
    expect((await simulator.answer(transactionId, 'validate')).kind).toBe('unchanged');
    expect((await simulator.answer(transactionId, 'refuse')).kind).toBe('unchanged');
    advance(10 * MINUTE - 1);
    expect(await status(transactionId)).toBe('pending');
    advance(1);
    expect(await status(transactionId)).toBe('expired');
    expect(await status(transactionId)).toBe('expired');
    expect(sent.map((notification) => notification.fields.cpm_error_message)).toEqual([
      'WAITING_CUSTOMER_TO_VALIDATE',
      'TRANSACTION_EXPIRED',
    ]);
  });

  it('confirms nothing by itself: an unanswered 01 expires too, and Valider is too late then', async () => {
    const { simulator, status, advance, sent } = setup();
    const { transactionId } = await simulator.start(request);
    await simulator.pay(transactionId, { operator: 'orange', phone: '+2250700000001' });
    advance(9 * MINUTE);
    expect(await status(transactionId)).toBe('pending');
    advance(MINUTE);
    const late = await simulator.answer(transactionId, 'validate');
    expect(late).toMatchObject({ kind: 'unchanged', transaction: { status: 'expired' } });
    expect(await status(transactionId)).toBe('expired');
    expect(sent.at(-1)?.fields.cpm_error_message).toBe('TRANSACTION_EXPIRED');
  });

  it('a page left open without a number also expires', async () => {
    const { simulator, status, advance } = setup();
    const { transactionId } = await simulator.start(request);
    advance(10 * MINUTE);
    expect(await status(transactionId)).toBe('expired');
    expect(await simulator.pay(transactionId, { operator: 'orange', phone: '+2250700000001' })).toMatchObject({
      kind: 'unchanged',
    });
  });

  it('Refuser on the phone refuses the payment; Annuler on the page too', async () => {
    const { simulator, status, sent } = setup();
    const first = await simulator.start(request);
    await simulator.pay(first.transactionId, { operator: 'orange', phone: '+2250700000001' });
    const refused = moved(await simulator.answer(first.transactionId, 'refuse'));
    expect(refused.transaction).toMatchObject({ status: 'refused', refusal: 'rejected' });
    expect(await status(first.transactionId)).toBe('refused');
    expect(sent.at(-1)?.fields.cpm_error_message).toBe('TRANSACTION_CANCEL');

    const second = await simulator.start(request);
    const cancelled = moved(await simulator.cancel(second.transactionId));
    expect(cancelled.transaction).toMatchObject({ status: 'refused', refusal: 'cancelled' });
    expect(await status(second.transactionId)).toBe('refused');
  });

  it('refuses a missing operator, a bad number, or a number that is not a test number', async () => {
    const { simulator, sent } = setup();
    const { transactionId } = await simulator.start(request);
    expect(await simulator.pay(transactionId, { operator: '', phone: '07 00 00 00 01' })).toMatchObject({
      kind: 'invalid',
      errors: {
        operator: OPERATOR_REQUIRED,
        phone: 'Indiquez l’indicatif du pays devant le numéro (par exemple +225).',
      },
      values: { operator: '', phone: '07 00 00 00 01' },
    });
    expect(await simulator.pay(transactionId, { operator: 'orange', phone: '+221 77 12' })).toMatchObject({
      kind: 'invalid',
      errors: { phone: 'Numéro de téléphone invalide pour le Sénégal (9 chiffres).' },
    });
    expect(await simulator.pay(transactionId, { operator: 'orange', phone: '+225 07 12 34 56 78' })).toMatchObject({
      kind: 'invalid',
      errors: { phone: NOT_A_TEST_NUMBER },
    });
    expect(NOT_A_TEST_NUMBER).toBe('Ce numéro n’est pas un numéro de test. Utilisez +225 07 00 00 00 01.');
    expect(sent).toEqual([]);
    expect(await simulator.pay('KORANOTHERE', { operator: 'orange', phone: '+2250700000001' })).toEqual({
      kind: 'not-found',
    });
  });

  it('moves a payment once however many presses arrive together (one notification)', async () => {
    const { simulator, sent, status } = setup();
    const { transactionId } = await simulator.start(request);
    await simulator.pay(transactionId, { operator: 'orange', phone: '+2250700000001' });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) => simulator.answer(transactionId, index % 2 ? 'validate' : 'refuse')),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'moved')).toHaveLength(1);
    expect(sent).toHaveLength(2);
    expect(['accepted', 'refused']).toContain(await status(transactionId));
  });

  it('pre-fills the operator and number chosen in Kora, and lists its test numbers', async () => {
    const { simulator, store } = setup();
    const { transactionId } = await simulator.start({
      ...request,
      operator: 'wave',
      customer: {
        ...request.customer,
        phone: { countryCode: '225', national: '0700000001', e164: '+2250700000001' },
      },
    });
    expect(store.transactions.get(transactionId)).toMatchObject({ operator: 'wave', phone: '+2250700000001' });
    expect(TEST_PHONE_NUMBERS.map((test) => [test.number, test.behaviour])).toEqual([
      ['+225 07 00 00 00 01', 'confirms'],
      ['+225 07 00 00 00 02', 'declined'],
      ['+225 07 00 00 00 03', 'silent'],
    ]);
  });

  it('verifies only notifications it signed, for its site', async () => {
    const { simulator, sent } = setup();
    const { transactionId } = await simulator.start(request);
    await simulator.pay(transactionId, { operator: 'orange', phone: '+2250700000001' });
    const { fields, headers } = sent[0];
    expect(simulator.verifyNotification(fields, headers)).toBe(transactionId);
    expect(() => simulator.verifyNotification({ ...fields, cpm_amount: '1' }, headers)).toThrow(WebhookSignatureError);
    const otherSite = { ...fields, cpm_site_id: '445160' };
    expect(() => simulator.verifyNotification(otherSite, { 'x-token': signNotification(otherSite, SECRET) })).toThrow(
      'Notification pour un autre site marchand.',
    );
    expect(() => simulator.verifyNotification(fields, {})).toThrow('Jeton de notification invalide.');
  });

  it("can post its notifications over HTTP, in CinetPay's form", async () => {
    const { simulator } = setup();
    const { transactionId } = await simulator.start(request);
    const outcome = moved(await simulator.pay(transactionId, { operator: 'orange', phone: '+2250700000001' }));
    const received: { url: string; init: RequestInit }[] = [];
    await postNotification(outcome.notification, async (url, init) => {
      received.push({ url, init });
      return new Response('', { status: 200 });
    });
    expect(received).toHaveLength(1);
    expect(received[0].url).toBe(request.notifyUrl);
    expect(received[0].init).toMatchObject({
      method: 'POST',
      headers: outcome.notification.headers,
      body: outcome.notification.body,
    });
    await expect(
      postNotification(outcome.notification, async () => new Response('no', { status: 400 })),
    ).rejects.toThrow('HTTP 400');
  });

  it('has its page under the API and a secret of its own, derived from the JWT secret', () => {
    expect(simulatorPageUrl('http://localhost:4000/', 'KORA01')).toBe(
      'http://localhost:4000/api/payments/mobile-money/simulator/KORA01',
    );
    expect(simulatorSecretFrom('jwt-1')).toBe(simulatorSecretFrom('jwt-1'));
    expect(simulatorSecretFrom('jwt-1')).not.toBe(simulatorSecretFrom('jwt-2'));
    expect(simulatorSecretFrom('jwt-1')).not.toContain('jwt-1');
  });

  it('needs a signing secret', () => {
    expect(
      () => new MobileMoneySimulator({ store: new InMemorySimulatorStore(), secretKey: '', pageUrl: (id) => id }),
    ).toThrow('signing secret');
  });
});
