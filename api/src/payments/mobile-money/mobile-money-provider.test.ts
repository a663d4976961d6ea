import { WebhookSignatureError } from '../provider';
import { createMobileMoneyProvider } from './create-provider';
import { CinetPayMobileMoneyProvider } from './cinetpay-provider';
import {
  NOTIFICATION_MALFORMED,
  NOTIFICATION_SITE_INVALID,
  NOTIFICATION_TOKEN_INVALID,
  paidInFull,
  type MobileMoneyProvider,
  type MobileMoneyStartRequest,
  type MobileMoneyStatusReport,
} from './mobile-money-provider';
import { signNotification } from './signature';
import type { SignedNotification } from './simulator';
import { SimulatorMobileMoneyProvider } from './simulator-provider';
import {
  RECORDED_INIT_REQUEST,
  RECORDED_NOTIFICATION,
  RECORDED_NOTIFICATION_TOKEN,
  RECORDED_SECRET_KEY,
} from './testing/cinetpay-fixtures';
import { FakeCinetPayApi } from './testing/fake-cinetpay';
import { InMemorySimulatorStore } from './testing/in-memory-simulator-store';

const SIMULATOR_SECRET = 'derived-from-the-jwt-secret';

const request: MobileMoneyStartRequest = {
  paymentSessionId: 'ps_recordedSession',
  amountXof: 1310,
  description: 'Abonnement Kora Premium 1 mois',
  price: { amountMinor: 199, currency: 'EUR' },
  notifyUrl: RECORDED_INIT_REQUEST.notify_url,
  returnUrl: RECORDED_INIT_REQUEST.return_url,
  customer: {
    userId: 7,
    email: 'lea.martin@kora.test',
    phone: { countryCode: '225', national: '0700000001', e164: '+2250700000001' },
  },
  operator: 'orange',
};

function simulatorProvider(sent: SignedNotification[] = []) {
  return createMobileMoneyProvider(
    { provider: 'simulator', cinetpay: null },
    {
      simulator: {
        store: new InMemorySimulatorStore(),
        secretKey: SIMULATOR_SECRET,
        pageUrl: (id) => `http://localhost:4000/api/payments/mobile-money/simulator/${id}`,
        notify: async (notification) => void sent.push(notification),
      },
    },
  );
}

function cinetPayProvider(api: FakeCinetPayApi): MobileMoneyProvider {
  return createMobileMoneyProvider(
    {
      provider: 'cinetpay',
      cinetpay: { apiKey: api.apiKey, siteId: api.siteId, secretKey: RECORDED_SECRET_KEY, apiBase: null },
    },
    { fetch: api.fetch, simulator: { store: new InMemorySimulatorStore(), secretKey: 'unused', pageUrl: (id) => id } },
  );
}

const report = (changes: Partial<MobileMoneyStatusReport>): MobileMoneyStatusReport => ({
  transactionId: 'T',
  status: 'accepted',
  amountXof: 1310,
  currency: 'XOF',
  operator: 'orange',
  code: '00',
  message: 'SUCCES',
  operatorReference: null,
  ...changes,
});

describe('the mobile-money provider, with the simulator (no CinetPay keys)', () => {
  it('starts, verifies the notification, and grants only after the status check says accepted', async () => {
    const sent: SignedNotification[] = [];
    const provider = simulatorProvider(sent);
    expect(provider).toBeInstanceOf(SimulatorMobileMoneyProvider);
    expect(provider.name).toBe('simulator');
    expect(provider.chargeableAmount(1306)).toBe(1306);
    const { transactionId, url } = await provider.start({ ...request, amountXof: 1306 });
    expect(url).toBe(`http://localhost:4000/api/payments/mobile-money/simulator/${transactionId}`);

    const { simulator } = provider as SimulatorMobileMoneyProvider;
    await simulator.pay(transactionId, { operator: 'orange', phone: '+2250700000001' });
    // The first notification says the phone was asked: it verifies, but the status is still pending.
    const waiting = sent[0];
    const fields = Object.fromEntries(new URLSearchParams(waiting.body));
    expect(provider.verifyNotification(fields, waiting.headers)).toBe(transactionId);
    const pending = await provider.checkStatus(transactionId);
    expect(pending.status).toBe('pending');
    expect(paidInFull(pending, 1306)).toBe(false);

    await simulator.answer(transactionId, 'validate');
    expect(provider.verifyNotification(sent[1].fields, sent[1].headers)).toBe(transactionId);
    const accepted = await provider.checkStatus(transactionId);
    expect(accepted).toMatchObject({ status: 'accepted', amountXof: 1306, currency: 'XOF', operator: 'orange' });
    expect(paidInFull(accepted, 1306)).toBe(true);
  });

  it('refuses forged, altered, unsigned, other-site and malformed notifications', async () => {
    const sent: SignedNotification[] = [];
    const provider = simulatorProvider(sent);
    const { transactionId } = await provider.start(request);
    await (provider as SimulatorMobileMoneyProvider).simulator.pay(transactionId, {
      operator: 'orange',
      phone: '+2250700000001',
    });
    const { fields, headers } = sent[0];
    const refusal = (f: Record<string, unknown>, h: Record<string, string>) => {
      try {
        provider.verifyNotification(f, h);
      } catch (error) {
        expect(error).toBeInstanceOf(WebhookSignatureError);
        return (error as Error).message;
      }
      return 'verified';
    };
    expect(refusal(fields, headers)).toBe('verified');
    expect(refusal(fields, { 'x-token': signNotification(fields, 'guessed') })).toBe(NOTIFICATION_TOKEN_INVALID);
    expect(refusal({ ...fields, cpm_amount: '1' }, headers)).toBe(NOTIFICATION_TOKEN_INVALID);
    expect(refusal({ ...fields, cpm_trans_id: 'KORAOTHER' }, headers)).toBe(NOTIFICATION_TOKEN_INVALID);
    expect(refusal(fields, {})).toBe(NOTIFICATION_TOKEN_INVALID);
    const otherSite = { ...fields, cpm_site_id: '445160' };
    expect(refusal(otherSite, { 'x-token': signNotification(otherSite, SIMULATOR_SECRET) })).toBe(
      NOTIFICATION_SITE_INVALID,
    );
    expect(refusal({ ...fields, cpm_amount: ['1', '2'] }, headers)).toBe(NOTIFICATION_MALFORMED);
    const oddId = { ...fields, cpm_trans_id: "1' OR '1'='1" };
    expect(refusal(oddId, { 'x-token': signNotification(oddId, SIMULATOR_SECRET) })).toBe(NOTIFICATION_MALFORMED);
  });
});

describe('the mobile-money provider, with CinetPay (a fake CinetPay)', () => {
  it('charges what CinetPay takes: multiples of 5 francs, from 100', async () => {
    const api = new FakeCinetPayApi();
    const provider = cinetPayProvider(api);
    expect(provider).toBeInstanceOf(CinetPayMobileMoneyProvider);
    expect(provider.name).toBe('cinetpay');
    expect(provider.chargeableAmount(1306)).toBe(1310);
    expect(provider.chargeableAmount(42)).toBe(100);
    await expect(provider.start({ ...request, amountXof: 1306 })).rejects.toThrow(RangeError);
    expect(api.calls).toEqual([]);
  });

  it('starts with the recorded init body and sends the payer to CinetPay', async () => {
    const api = new FakeCinetPayApi();
    const provider = cinetPayProvider(api);
    const { transactionId, url } = await provider.start(request);
    expect(transactionId).toMatch(/^KORA[0-9A-F]{24}$/);
    expect(url).toBe(`https://checkout.cinetpay.com/payment/tok${transactionId}`);
    expect(api.calls[0].body).toEqual({ ...RECORDED_INIT_REQUEST, transaction_id: transactionId });
  });

  it("verifies CinetPay's recorded notification with the secret key and the site id", () => {
    const provider = cinetPayProvider(new FakeCinetPayApi());
    expect(provider.verifyNotification(RECORDED_NOTIFICATION, { 'x-token': RECORDED_NOTIFICATION_TOKEN })).toBe(
      RECORDED_NOTIFICATION.cpm_trans_id,
    );
    expect(() =>
      provider.verifyNotification(
        { ...RECORDED_NOTIFICATION, cpm_amount: '5' },
        { 'x-token': RECORDED_NOTIFICATION_TOKEN },
      ),
    ).toThrow(NOTIFICATION_TOKEN_INVALID);
    const otherSite = { ...RECORDED_NOTIFICATION, cpm_site_id: '999999' };
    expect(() =>
      provider.verifyNotification(otherSite, { 'x-token': signNotification(otherSite, RECORDED_SECRET_KEY) }),
    ).toThrow(NOTIFICATION_SITE_INVALID);
  });

  it('asks CinetPay for the status', async () => {
    const api = new FakeCinetPayApi();
    const provider = cinetPayProvider(api);
    const { transactionId } = await provider.start(request);
    expect((await provider.checkStatus(transactionId)).status).toBe('pending');
    api.settle(transactionId, 'ACCEPTED');
    const accepted = await provider.checkStatus(transactionId);
    expect(accepted).toMatchObject({ status: 'accepted', amountXof: 1310 });
    expect(paidInFull(accepted, 1310)).toBe(true);
  });
});

describe('paidInFull: what the wiring checks before it grants', () => {
  it('wants accepted, in XOF, for at least the amount asked', () => {
    expect(paidInFull(report({}), 1310)).toBe(true);
    expect(paidInFull(report({ amountXof: 1315 }), 1310)).toBe(true);
    expect(paidInFull(report({ amountXof: 1305 }), 1310)).toBe(false);
    expect(paidInFull(report({ amountXof: null }), 1310)).toBe(false);
    expect(paidInFull(report({ currency: 'XAF' }), 1310)).toBe(false);
    expect(paidInFull(report({ status: 'pending' }), 1310)).toBe(false);
    expect(paidInFull(report({ status: 'refused' }), 1310)).toBe(false);
    expect(paidInFull(report({ status: 'expired' }), 1310)).toBe(false);
  });
});
