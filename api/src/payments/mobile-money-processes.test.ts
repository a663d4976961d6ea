import { CatalogueRows } from '../modules/search/testing';
import { startApiProcesses, type ApiProcesses } from '../test/api-processes';
import { insertUser } from '../test/test-app';
import { signNotification, TOKEN_HEADER } from './mobile-money/signature';
import { RECORDED_NOTIFICATION, RECORDED_SECRET_KEY } from './mobile-money/testing/cinetpay-fixtures';
import { FakeCinetPayApi } from './mobile-money/testing/fake-cinetpay';

/**
 * Two API processes on one database (a fresh PostgreSQL schema when KORA_TEST_DATABASE_URL is set, as in
 * CI; else a shared SQLite file), taking mobile money through CinetPay — a fake CinetPay API on loopback
 * answering the recorded shapes. CinetPay's notifications of one payment, 20 copies sent at once to both
 * processes, grant it once (or close it and tell the payer once); forged ones grant nothing anywhere.
 */
describe('mobile-money notifications shared by two API processes', () => {
  let api: ApiProcesses;
  const fake = new FakeCinetPayApi();
  let closeFake: () => Promise<void>;
  let trackId: number;
  const database = process.env.KORA_TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

  beforeAll(async () => {
    const server = await fake.listen();
    closeFake = server.close;
    api = await startApiProcesses(2, {
      CINETPAY_API_KEY: fake.apiKey,
      CINETPAY_SITE_ID: fake.siteId,
      CINETPAY_SECRET_KEY: RECORDED_SECRET_KEY,
      CINETPAY_API_BASE: server.url,
      MOBILE_MONEY_SWEEP_INTERVAL_MS: '0',
    });
    const rows = new CatalogueRows(api.db);
    const artist = await rows.artist('Serge Beynaud');
    trackId = (await rows.release(artist, 'Coupé', { tracks: ['Coupé'] })).trackIds[0];
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await closeFake?.();
  });

  async function buyer(name: string) {
    const id = await insertUser(api.db, name);
    return { id, authorization: `Bearer ${await api.tokenFor({ id, username: name })}` };
  }

  /** A track bought by mobile money on process 0: CinetPay's transaction and our session. */
  async function startPurchase(authorization: string) {
    const started = await fetch(`${api.processes[0].url}/api/create-stripe-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ trackId, method: 'mobile_money', operator: 'orange' }),
    });
    expect(started.status).toBe(200);
    const answer = (await started.json()) as {
      sessionId: string;
      checkoutUrl: string;
      amountXof: number;
      provider: string;
    };
    const session = await api.db
      .selectFrom('payment_sessions')
      .select(['public_id', 'status'])
      .where('provider_session_id', '=', answer.sessionId)
      .executeTakeFirstOrThrow();
    return { ...answer, publicId: session.public_id };
  }

  /** CinetPay's notification of a payment, signed with the merchant's secret key (or forged). */
  function notification(transactionId: string, publicId: string, amount: number, token?: string) {
    const fields = {
      ...RECORDED_NOTIFICATION,
      cpm_site_id: fake.siteId,
      cpm_trans_id: transactionId,
      cpm_amount: String(amount),
      cpm_custom: publicId,
    };
    return {
      body: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [TOKEN_HEADER]: token ?? signNotification(fields, RECORDED_SECRET_KEY),
      },
    };
  }

  const sendToBoth = (copies: number, sent: { body: string; headers: Record<string, string> }) =>
    Promise.all(
      Array.from({ length: copies }, (_, i) =>
        fetch(`${api.processes[i % 2].url}/api/payments/mobile-money/notification`, {
          method: 'POST',
          headers: sent.headers,
          body: sent.body,
        }).then(async (answer) => ({ status: answer.status, body: (await answer.json()) as { type?: string } })),
      ),
    );

  const purchasesOf = (userId: number) =>
    api.db.selectFrom('purchases').select('id').where('user_id', '=', userId).execute();
  const noticesOf = (userId: number, kind: 'purchase-confirmed' | 'payment-declined') =>
    api.db.selectFrom('notifications').select('id').where('user_id', '=', userId).where('kind', '=', kind).execute();

  it('starts the payment at CinetPay in FCFA, rounded up to what CinetPay takes', async () => {
    const { authorization } = await buyer('adjoa.k');
    const started = await startPurchase(authorization);
    // 0,99 € × 655,957 = 649,4 → 650 FCFA, a multiple of 5.
    expect(started).toMatchObject({ provider: 'cinetpay', amountXof: 650 });
    expect(started.checkoutUrl).toMatch(/^https:\/\/checkout\.cinetpay\.com\/payment\//);
    const init = fake.calls.find((call) => call.body.transaction_id === started.sessionId);
    expect(init?.body).toMatchObject({
      amount: 650,
      currency: 'XOF',
      channels: 'MOBILE_MONEY',
      metadata: started.publicId,
      notify_url: expect.stringMatching(/\/api\/payments\/mobile-money\/notification$/),
      return_url: expect.stringContaining(`/api/payments/mobile-money/return/${started.publicId}`),
    });
  });

  it('grants once for 20 copies of an accepted payment’s notification sent at once to both processes', async () => {
    const { id, authorization } = await buyer('yao.k');
    const started = await startPurchase(authorization);

    // Forged, before CinetPay has said anything: refused by both processes, nothing asked, nothing granted.
    const forged = await sendToBoth(4, notification(started.sessionId, started.publicId, 650, 'f'.repeat(64)));
    expect(forged.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);

    fake.settle(started.sessionId, 'ACCEPTED');
    const began = Date.now();
    const answers = await sendToBoth(20, notification(started.sessionId, started.publicId, 650));
    const ms = Date.now() - began;
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.type))).toEqual(new Set(['granted']));
    const purchases = await purchasesOf(id);
    console.log(
      `mobile money: 20 copies of one CinetPay notification at once over 2 processes (${database}) in ${ms} ms → ` +
        `${purchases.length} purchase`,
    );
    expect(purchases).toHaveLength(1);
    expect(await noticesOf(id, 'purchase-confirmed')).toHaveLength(1);
    const session = await api.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('public_id', '=', started.publicId)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      status: 'paid',
      method: 'mobile_money',
      provider: 'cinetpay',
      amount_minor: 650,
      currency: 'XOF',
      mobile_operator: 'orange',
      mobile_phone_masked: '+225 07 •• •• •• 01',
      mobile_amount_xof: 650,
    });
    // CinetPay was asked before anything was granted: every verified copy asked it.
    const checks = fake.calls.filter(
      (call) => call.path === '/v2/payment/check' && call.body.transaction_id === started.sessionId,
    );
    expect(checks).toHaveLength(20);
  });

  it('closes a refused payment once and tells the payer once, whatever process each copy reaches', async () => {
    const { id, authorization } = await buyer('akissi.k');
    const started = await startPurchase(authorization);
    fake.settle(started.sessionId, 'REFUSED');
    const answers = await sendToBoth(20, notification(started.sessionId, started.publicId, 650));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await purchasesOf(id)).toEqual([]);
    expect(await noticesOf(id, 'payment-declined')).toHaveLength(1);
    const session = await api.db
      .selectFrom('payment_sessions')
      .select('status')
      .where('public_id', '=', started.publicId)
      .executeTakeFirstOrThrow();
    expect(session.status).toBe('failed');
  });

  it('answers 502 while CinetPay cannot be asked (CinetPay notifies again), granting nothing', async () => {
    const { id, authorization } = await buyer('kouame.k');
    const started = await startPurchase(authorization);
    fake.settle(started.sessionId, 'ACCEPTED');
    fake.answerWith = { status: 503, body: '<html>maintenance</html>' };
    try {
      const answers = await sendToBoth(2, notification(started.sessionId, started.publicId, 650));
      expect(answers.map((answer) => answer.status)).toEqual([502, 502]);
      expect(await purchasesOf(id)).toEqual([]);
    } finally {
      fake.answerWith = null;
    }
    const retried = await sendToBoth(1, notification(started.sessionId, started.publicId, 650));
    expect(retried[0]).toEqual({ status: 200, body: { received: true, type: 'granted' } });
    expect(await purchasesOf(id)).toHaveLength(1);
  });
});
