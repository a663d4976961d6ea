import { SIMULATOR_TTL_MS } from '../../payments/mobile-money/simulator';
import {
  answerOnPhone,
  CONFIRMS,
  DECLINED,
  noticesOf,
  payOnSimulator,
  plainSpaces,
  sessionRow,
  SILENT,
  startByMobileMoney,
} from '../../payments/testing/mobile-money';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { createSaleCatalogue, WEB, type SaleCatalogue } from './testing';

/**
 * Buying a track or an album by mobile money on the API's own simulator, end to end through the API: the
 * start answers the FCFA before the payer goes on, the simulator's page takes the operator and the number,
 * the simulated phone answers, and only the provider's confirmation (its signed notification, then its
 * status asked again) grants the purchase.
 */
describe('buying by mobile money on the simulator', () => {
  let t: TestApp;
  let sale: SaleCatalogue;

  beforeAll(async () => {
    // The sweeper is run by hand here, with the clock moved.
    t = await createTestApp({ env: { MOBILE_MONEY_SWEEP_INTERVAL_MS: '0' } });
    sale = await createSaleCatalogue(t);
  });
  afterAll(async () => t.close());

  const get = (url: string, session?: TestSession) => t.app.inject({ method: 'GET', url, headers: session?.headers });
  const pathOf = (url: string) => new URL(url).pathname;
  const canDownload = async (trackId: number, session: TestSession) =>
    (await get(`/api/user/track/${trackId}/can-download`, session)).json();
  const buyTrack = (buyer: TestSession, trackId = sale.singleTrackId) =>
    startByMobileMoney(t.app, buyer, '/api/create-stripe-session', { trackId });

  it('says the FCFA charged and the price it converts before the payer goes on, and grants nothing yet', async () => {
    const buyer = await signUp(t.app, 'awa.mm');
    const started = await buyTrack(buyer);
    expect(started).toMatchObject({
      provider: 'simulator',
      publishableKey: null,
      price: 1.99,
      priceMinor: 199,
      currency: 'EUR',
      method: 'mobile_money',
      amountXof: 1306,
    });
    expect(plainSpaces(started.chargeLabel)).toBe('Vous allez payer 1 306 FCFA (1,99 €)');
    expect(started.checkoutUrl).toBe(`http://api.test/api/payments/mobile-money/simulator/${started.sessionId}`);

    const page = await get(pathOf(started.checkoutUrl));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<label for="operator">Opérateur</label>');
    expect(page.body).toContain('<label for="phone">Numéro de téléphone</label>');
    expect(page.body).toContain('>Payer</button>');
    expect(plainSpaces(page.body)).toContain('1 306 FCFA (1,99 €)');
    expect(page.body).toContain('Titre « Été à Dakar »');
    // Its forms lead, through the API's return address, to the web app: the CSP lets them.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/form-action 'self' http:\/\/api\.test [^;]*http:\/\/localhost:3000/);

    const row = await sessionRow(t.db, started.sessionId);
    expect(row).toMatchObject({
      method: 'mobile_money',
      provider: 'simulator',
      status: 'open',
      amount_minor: 1306,
      currency: 'XOF',
      listed_amount_minor: 199,
      listed_currency: 'EUR',
    });
    expect(await canDownload(sale.singleTrackId, buyer)).toMatchObject({ canDownload: false, reason: 'not_purchased' });
    expect((await get(`/api/check-payment-status/${started.sessionId}`, buyer)).json()).toEqual({
      sessionId: started.sessionId,
      purpose: 'track',
      status: 'open',
      paid: false,
      trackId: sale.singleTrackId,
      albumId: null,
      method: 'mobile_money',
      operator: null,
      maskedPhone: null,
      amountXof: 1306,
    });
  });

  it('+225 07 00 00 00 01 and Valider: the track is bought once, downloadable, and the receipt says how', async () => {
    const buyer = await signUp(t.app, 'moussa.mm');
    const started = await buyTrack(buyer);
    const paid = await payOnSimulator(t.app, started.checkoutUrl, CONFIRMS, 'mtn', '10.0.0.1');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(started.checkoutUrl);
    const waiting = await get(pathOf(started.checkoutUrl));
    expect(waiting.body).toContain('Confirmez le paiement sur votre téléphone');
    expect(waiting.body).toContain('>Valider</button>');
    expect(waiting.body).toContain('>Refuser</button>');
    // Asked, not answered: nothing is bought, however often the buyer's page asks.
    expect((await get(`/api/check-payment-status/${started.sessionId}`, buyer)).json()).toMatchObject({
      status: 'open',
      paid: false,
      operator: 'mtn',
      maskedPhone: '+225 07 •• •• •• 01',
    });
    expect(await canDownload(sale.singleTrackId, buyer)).toMatchObject({ canDownload: false });

    const validated = await answerOnPhone(t.app, started.checkoutUrl, 'validate', '10.0.0.1');
    expect(validated.statusCode).toBe(303);
    const row = await sessionRow(t.db, started.sessionId);
    expect(validated.headers.location).toBe(`http://api.test/api/payments/mobile-money/return/${row.public_id}`);
    expect(row.status).toBe('paid');

    const back = await get(pathOf(String(validated.headers.location)));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `${WEB}/release/${sale.singleReleaseId}?payment_success=true&track_id=${sale.singleTrackId}`,
    );
    expect((await get(`/api/check-payment-status/${started.sessionId}`, buyer)).json()).toMatchObject({
      status: 'paid',
      paid: true,
      method: 'mobile_money',
      operator: 'mtn',
      maskedPhone: '+225 07 •• •• •• 01',
      amountXof: 1306,
    });
    expect(await canDownload(sale.singleTrackId, buyer)).toMatchObject({
      canDownload: true,
      purchased: true,
      remainingDownloads: 1,
    });
    const file = await get(`/api/track/${sale.singleTrackId}/download`, buyer);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(sale.singleAudio)).toBe(true);

    // Pressing Valider again, or coming back again, buys nothing more.
    await answerOnPhone(t.app, started.checkoutUrl, 'validate', '10.0.0.1');
    await get(pathOf(String(validated.headers.location)));
    const purchases = await t.db.selectFrom('purchases').selectAll().where('user_id', '=', buyer.userId).execute();
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ amount_minor: 1306, currency: 'XOF', track_id: sale.singleTrackId });
    expect(await noticesOf(t.db, buyer.userId, 'purchase-confirmed')).toHaveLength(1);
    expect(await noticesOf(t.db, buyer.userId, 'payment-declined')).toEqual([]);
  });

  it('+225 07 00 00 00 02: declined by the operator, the payer is told once and nothing is granted', async () => {
    const buyer = await signUp(t.app, 'fatou.mm');
    const started = await buyTrack(buyer);
    const paid = await payOnSimulator(t.app, started.checkoutUrl, DECLINED, 'orange', '10.0.0.2');
    expect(paid.statusCode).toBe(303);
    const page = await get(pathOf(started.checkoutUrl));
    expect(page.body).toContain('Paiement refusé');
    expect(page.body).toContain('Le paiement a été refusé par l’opérateur.');

    const row = await sessionRow(t.db, started.sessionId);
    expect(row.status).toBe('failed');
    expect(await noticesOf(t.db, buyer.userId, 'payment-declined')).toEqual([
      { kind: 'payment-declined', link: `/release/${sale.singleReleaseId}` },
    ]);
    // The way back leads to the release page, not to the success address.
    const back = await get(`/api/payments/mobile-money/return/${row.public_id}`);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${WEB}/release/${sale.singleReleaseId}`);
    expect((await get(`/api/check-payment-status/${started.sessionId}`, buyer)).json()).toMatchObject({
      status: 'failed',
      paid: false,
    });
    expect(await canDownload(sale.singleTrackId, buyer)).toMatchObject({ canDownload: false, purchased: false });
    expect((await get('/api/user/tracks-purchased', buyer)).json()).toEqual([]);
    expect(await noticesOf(t.db, buyer.userId, 'payment-declined')).toHaveLength(1);
  });

  it('Refuser on the phone closes the payment and tells the payer', async () => {
    const buyer = await signUp(t.app, 'ibrahim.mm');
    const started = await buyTrack(buyer);
    await payOnSimulator(t.app, started.checkoutUrl, CONFIRMS, 'wave', '10.0.0.3');
    const refused = await answerOnPhone(t.app, started.checkoutUrl, 'refuse', '10.0.0.3');
    expect(refused.statusCode).toBe(303);
    const page = await get(pathOf(started.checkoutUrl));
    expect(page.body).toContain('Vous avez refusé le paiement sur votre téléphone.');
    expect((await sessionRow(t.db, started.sessionId)).status).toBe('failed');
    expect(await noticesOf(t.db, buyer.userId, 'payment-declined')).toHaveLength(1);
    expect(await canDownload(sale.singleTrackId, buyer)).toMatchObject({ canDownload: false });
  });

  it('+225 07 00 00 00 03: pending, never confirmed, then expired after 10 minutes with nothing granted', async () => {
    const buyer = await signUp(t.app, 'kofi.mm');
    const started = await buyTrack(buyer);
    await payOnSimulator(t.app, started.checkoutUrl, SILENT, 'moov', '10.0.0.4');
    const page = await get(pathOf(started.checkoutUrl));
    expect(page.body).toContain('Confirmez le paiement sur votre téléphone');
    expect(page.body).toContain('ce téléphone ne répond pas');
    expect(page.body).not.toContain('>Valider</button>');
    // A silent phone cannot be made to answer.
    await answerOnPhone(t.app, started.checkoutUrl, 'validate', '10.0.0.4');
    const row = await sessionRow(t.db, started.sessionId);
    expect(row.status).toBe('open');

    // Coming back before it is over: the page says to wait.
    const back = await get(`/api/payments/mobile-money/return/${row.public_id}`);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('Paiement en attente');

    const mobileMoney = t.app.mobileMoney!;
    const started_at = Date.now();
    try {
      mobileMoney.now = () => new Date(started_at + SIMULATOR_TTL_MS - 5_000);
      await mobileMoney.sweep();
      expect((await sessionRow(t.db, started.sessionId)).status).toBe('open');

      mobileMoney.now = () => new Date(started_at + SIMULATOR_TTL_MS + 1_000);
      const swept = await mobileMoney.sweep();
      expect(swept.asked).toBeGreaterThanOrEqual(1);
      expect((await sessionRow(t.db, started.sessionId)).status).toBe('expired');
      expect((await get(pathOf(started.checkoutUrl))).body).toContain('Paiement expiré');
      expect(await noticesOf(t.db, buyer.userId, 'payment-declined')).toHaveLength(1);
      // Swept again: nothing more to say.
      await mobileMoney.sweep();
      expect(await noticesOf(t.db, buyer.userId, 'payment-declined')).toHaveLength(1);
    } finally {
      mobileMoney.now = () => new Date();
    }
    expect(await canDownload(sale.singleTrackId, buyer)).toMatchObject({ canDownload: false, purchased: false });
    expect((await get(`/api/check-payment-status/${started.sessionId}`, buyer)).json()).toMatchObject({
      status: 'expired',
      paid: false,
    });
  });

  it('buys an album by mobile money: 7,99 € is 5 242 FCFA, every track granted', async () => {
    const fan = await signUp(t.app, 'album.mm');
    const started = await startByMobileMoney(t.app, fan, '/api/create-album-stripe-session', {
      albumId: sale.albumId,
      operator: 'orange',
    });
    expect(started).toMatchObject({ price: 7.99, priceMinor: 799, amountXof: 5242 });
    expect(plainSpaces(started.chargeLabel)).toBe('Vous allez payer 5 242 FCFA (7,99 €)');
    // The operator chosen in Kora's modal is already selected on the page.
    expect((await get(pathOf(started.checkoutUrl))).body).toContain('<option value="orange" selected>');
    await payOnSimulator(t.app, started.checkoutUrl, CONFIRMS, 'orange', '10.0.0.5');
    await answerOnPhone(t.app, started.checkoutUrl, 'validate', '10.0.0.5');
    for (const trackId of sale.albumTrackIds) {
      expect(await canDownload(trackId, fan)).toMatchObject({ canDownload: true, remainingDownloads: 1 });
    }
    expect((await get(`/api/check-payment-status/${started.sessionId}`, fan)).json()).toMatchObject({
      purpose: 'album',
      albumId: sale.albumId,
      paid: true,
      operator: 'orange',
    });
  });

  it('keeps card callers as they were, and one Idempotency-Key to one way of paying', async () => {
    const buyer = await signUp(t.app, 'cle.mm');
    const headers = { ...buyer.headers, 'idempotency-key': 'achat-mobile-0001' };
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/create-stripe-session',
      headers,
      payload: { trackId: sale.singleTrackId },
    });
    expect(card.statusCode).toBe(200);
    expect(Object.keys(card.json()).sort()).toEqual(
      ['checkoutUrl', 'currency', 'price', 'priceMinor', 'provider', 'publishableKey', 'sessionId'].sort(),
    );
    expect(card.json().provider).toBe('local');
    const mobile = await t.app.inject({
      method: 'POST',
      url: '/api/create-stripe-session',
      headers,
      payload: { trackId: sale.singleTrackId, method: 'mobile_money' },
    });
    expect(mobile.statusCode).toBe(409);
    // The same key by mobile money twice: the same payment.
    const again = { ...buyer.headers, 'idempotency-key': 'achat-mobile-0002' };
    const first = await startByMobileMoney(t.app, { ...buyer, headers: again }, '/api/create-stripe-session', {
      trackId: sale.singleTrackId,
    });
    const second = await startByMobileMoney(t.app, { ...buyer, headers: again }, '/api/create-stripe-session', {
      trackId: sale.singleTrackId,
    });
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.amountXof).toBe(1306);
  });

  it('refuses an unknown method or operator with the checkout’s own words', async () => {
    const buyer = await signUp(t.app, 'mauvais.mm');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-stripe-session',
      headers: buyer.headers,
      payload: { trackId: sale.singleTrackId, method: 'cheque', operator: 'poste' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Données de paiement invalides');
    expect(
      response
        .json()
        .violations.map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['method', 'operator']);
  });
});
