import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { buyTrack, createSaleCatalogue, DECLINED_CARD, payOnCheckoutPage, WEB, type SaleCatalogue } from './testing';

describe('buying tracks and albums', () => {
  let t: TestApp;
  let sale: SaleCatalogue;
  let buyer: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    sale = await createSaleCatalogue(t);
    buyer = await signUp(t.app, 'acheteur');
  });
  afterAll(async () => t.close());

  const get = (url: string, session?: TestSession) => t.app.inject({ method: 'GET', url, headers: session?.headers });
  const post = (url: string, session: TestSession | undefined, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: session?.headers, payload });
  const canDownload = async (trackId: number, session = buyer) =>
    (await get(`/api/user/track/${trackId}/can-download`, session)).json();

  it('refuses to open a checkout for someone not signed in, before looking at the data', async () => {
    const response = await post('/api/create-stripe-session', undefined, { trackId: 'abc', amount: -1 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Vous devez être connecté pour effectuer un achat.',
      error: 'Unauthorized',
    });
    const album = await post('/api/create-album-stripe-session', undefined, { albumId: sale.albumId, amount: 7.99 });
    expect(album.statusCode).toBe(401);
    expect(album.json().message).toBe('Vous devez être connecté pour effectuer un achat.');
  });

  it('answers a non-numeric track id and a non-positive amount with the spec messages joined', async () => {
    const response = await post('/api/create-stripe-session', buyer, { trackId: 'abc', amount: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Données de paiement invalides: invalid track ID, invalid amount',
      error: 'Unprocessable Entity',
      violations: [
        { propertyPath: 'trackId', message: 'invalid track ID' },
        { propertyPath: 'amount', message: 'invalid amount' },
      ],
    });
    const missing = await post('/api/create-stripe-session', buyer, { amount: 'cher' });
    expect(missing.json().message).toBe('Données de paiement invalides: invalid track ID, invalid amount');
    const onlyAmount = await post('/api/create-album-stripe-session', buyer, { albumId: sale.albumId, amount: -3 });
    expect(onlyAmount.statusCode).toBe(422);
    expect(onlyAmount.json().message).toBe('Données de paiement invalides: invalid amount');
  });

  it('refuses unknown tracks and albums, podcast episodes, and return addresses off the web app', async () => {
    expect((await post('/api/create-stripe-session', buyer, { trackId: 999999 })).json().message).toBe(
      'Morceau introuvable.',
    );
    expect((await post('/api/create-stripe-session', buyer, { trackId: sale.podcastTrackId })).statusCode).toBe(404);
    const notAnAlbum = await post('/api/create-album-stripe-session', buyer, { albumId: sale.singleReleaseId });
    expect(notAnAlbum.statusCode).toBe(404);
    expect(notAnAlbum.json().message).toBe('Album introuvable.');
    const elsewhere = await post('/api/create-stripe-session', buyer, {
      trackId: sale.singleTrackId,
      successUrl: 'https://evil.test/merci',
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().violations).toEqual([
      { propertyPath: 'successUrl', message: 'Adresse de retour non autorisée.' },
    ]);
  });

  it('charges the catalogue price whatever amount the client sends, and grants nothing before payment', async () => {
    const started = await post('/api/create-stripe-session', buyer, { trackId: sale.singleTrackId, amount: 0.01 });
    expect(started.statusCode).toBe(200);
    const checkout = started.json();
    expect(checkout).toMatchObject({ provider: 'local', price: 1.99, priceMinor: 199, currency: 'EUR' });
    expect(checkout.checkoutUrl).toContain(`/api/payments/checkout/${checkout.sessionId}`);
    const page = await get(new URL(checkout.checkoutUrl).pathname);
    expect(page.body).toMatch(/1,99\s€/);
    expect(page.body).toContain('Titre « Été à Dakar »');
    // A single's line names its title once, not the release's too.
    expect(page.body).not.toContain('Été à Dakar » — Été à Dakar');

    const priced = (await post('/api/create-stripe-session', buyer, { trackId: sale.pricedTrackId })).json();
    expect(priced).toMatchObject({ price: 2.5, priceMinor: 250 });

    expect(await canDownload(sale.singleTrackId)).toMatchObject({ canDownload: false, reason: 'not_purchased' });
    expect((await get(`/api/check-payment-status/${checkout.sessionId}`, buyer)).json()).toEqual({
      sessionId: checkout.sessionId,
      purpose: 'track',
      status: 'open',
      paid: false,
      trackId: sale.singleTrackId,
      albumId: null,
    });
    expect((await get(`/api/stripe/session-status/${checkout.sessionId}`, buyer)).json()).toEqual({
      sessionId: checkout.sessionId,
      status: 'open',
      paymentStatus: 'unpaid',
    });
  });

  it('sends the buyer back to the release page with payment_success and the track id by default', async () => {
    const checkout = (await post('/api/create-stripe-session', buyer, { trackId: sale.singleTrackId })).json();
    const paid = await payOnCheckoutPage(t.app, checkout.checkoutUrl);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${WEB}/release/${sale.singleReleaseId}?payment_success=true&track_id=${sale.singleTrackId}`,
    );
    expect((await get(`/api/check-payment-status/${checkout.sessionId}`, buyer)).json()).toMatchObject({
      status: 'paid',
      paid: true,
    });
    expect((await get(`/api/stripe/session-status/${checkout.sessionId}`, buyer)).json()).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
    });
    expect((await get(`/api/track/${sale.singleTrackId}/is-purchased`, buyer)).json()).toEqual({
      trackId: sale.singleTrackId,
      purchased: true,
    });
    expect(await canDownload(sale.singleTrackId)).toEqual({
      trackId: sale.singleTrackId,
      canDownload: true,
      reason: 'can_download',
      purchased: true,
      unlimited: false,
      remainingDownloads: 1,
    });
  });

  it('a declined card buys nothing', async () => {
    const someone = await signUp(t.app, 'refusee');
    const checkout = (await post('/api/create-stripe-session', someone, { trackId: sale.singleTrackId })).json();
    const declined = await payOnCheckoutPage(t.app, checkout.checkoutUrl, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Votre carte a été refusée.');
    expect((await get(`/api/track/${sale.singleTrackId}/is-purchased`, someone)).json().purchased).toBe(false);
    expect((await get('/api/user/tracks-purchased', someone)).json()).toEqual([]);
    expect((await get('/api/profile/orders', someone)).json()).toEqual([]);
  });

  it('records one purchase when the same confirmation is delivered twice', async () => {
    const twice = await signUp(t.app, 'deuxfois');
    const checkout = (await post('/api/create-stripe-session', twice, { trackId: sale.singleTrackId })).json();
    const provider = t.app.payments.provider as import('../../payments/local-provider').LocalPaymentProvider;
    const confirmation = provider.signedEvent('checkout.session.completed', checkout.sessionId);
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', ...confirmation.headers },
        payload: confirmation.rawBody,
      });
      expect(response.statusCode).toBe(200);
    }
    // And the buyer's browser submitting the paid page again.
    expect((await payOnCheckoutPage(t.app, checkout.checkoutUrl)).statusCode).toBe(303);
    expect((await get('/api/user/tracks-purchased', twice)).json()).toEqual([
      {
        trackId: sale.singleTrackId,
        releaseId: sale.singleReleaseId,
        title: 'Été à Dakar',
        purchases: 1,
        downloads: 0,
        remainingDownloads: 1,
      },
    ]);
    expect(await canDownload(sale.singleTrackId, twice)).toMatchObject({ remainingDownloads: 1 });
    expect((await get('/api/profile/orders', twice)).json()).toHaveLength(1);
  });

  it('an album purchase grants each of its tracks and shows in the orders once', async () => {
    const fan = await signUp(t.app, 'fanalbum');
    const started = await post('/api/create-album-stripe-session', fan, { albumId: sale.albumId, amount: 1 });
    expect(started.statusCode).toBe(200);
    const checkout = started.json();
    expect(checkout).toMatchObject({ price: 7.99, priceMinor: 799, currency: 'EUR' });
    const paid = await payOnCheckoutPage(t.app, checkout.checkoutUrl);
    expect(paid.headers.location).toBe(`${WEB}/release/${sale.albumId}`);
    for (const trackId of sale.albumTrackIds) {
      expect(await canDownload(trackId, fan)).toMatchObject({ canDownload: true, remainingDownloads: 1 });
    }
    expect(await canDownload(sale.singleTrackId, fan)).toMatchObject({ canDownload: false, reason: 'not_purchased' });
    const purchased = (await get('/api/user/tracks-purchased', fan)).json();
    expect(purchased.map((track: { trackId: number }) => track.trackId)).toEqual(sale.albumTrackIds);
    expect((await get(`/api/check-payment-status/${checkout.sessionId}`, fan)).json()).toMatchObject({
      purpose: 'album',
      albumId: sale.albumId,
      trackId: null,
    });
    const orders = (await get('/api/profile/orders', fan)).json();
    expect(orders).toEqual([
      expect.objectContaining({ kind: 'album', description: 'Album « Saisons »', price: 7.99, status: 'paid' }),
    ]);
  });

  it("shows a track purchase in the buyer's orders", async () => {
    const listener = await signUp(t.app, 'commandes');
    await buyTrack(t.app, listener, sale.singleTrackId);
    expect((await get('/api/profile/orders', listener)).json()).toEqual([
      expect.objectContaining({ kind: 'track', description: 'Titre « Été à Dakar »', priceMinor: 199 }),
    ]);
  });

  it("keeps each buyer's payment sessions to themselves", async () => {
    const sessionId = await buyTrack(t.app, buyer, sale.singleTrackId);
    const other = await signUp(t.app, 'curieux');
    expect((await get(`/api/check-payment-status/${sessionId}`, other)).statusCode).toBe(404);
    expect((await get(`/api/stripe/session-status/${sessionId}`, other)).statusCode).toBe(404);
    expect((await get(`/api/check-payment-status/${sessionId}`)).statusCode).toBe(401);
  });
});
