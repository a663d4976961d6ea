import { PLANS } from '@kora/shared/contracts';
import { LocalPaymentProvider } from '../../payments/local-provider';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { grantPlan } from './testing';

const WEB = 'http://localhost:3000';
const frenchDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
const successUrl = `${WEB}/subscription/success`;
const cancelUrl = `${WEB}/subscription/cancel`;

describe('subscriptions with the local payment provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = (url: string, session?: TestSession) => t.app.inject({ method: 'GET', url, headers: session?.headers });
  const post = (
    url: string,
    session: TestSession | undefined,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method: 'POST', url, headers: { ...session?.headers, ...headers }, payload });
  const submitCard = (pageUrl: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: new URL(pageUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const card = (cardNumber: string) => ({
    action: 'pay',
    cardholder: 'Léa Martin',
    cardNumber,
    expiry: '12/40',
    cvc: '123',
  });
  const startCheckout = async (session: TestSession, plan = 'premium') => {
    const response = await post('/api/subscription/create-checkout-session', session, { plan, successUrl, cancelUrl });
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      sessionId: string;
      checkoutUrl: string;
      provider: string;
      publishableKey: string | null;
    };
  };

  it('lists the three plans of the plan table', async () => {
    const response = await get('/api/subscription/plans');
    expect(
      response.json().data.map((plan: { name: string; priceMinor: number }) => [plan.name, plan.priceMinor]),
    ).toEqual([
      ['free', 0],
      ['starter', 999],
      ['premium', 1999],
    ]);
    expect(response.json().data[2].features).toEqual(PLANS.premium.features);
  });

  it('answers 401 without a token', async () => {
    for (const url of [
      '/api/subscription/current',
      '/api/subscription/status',
      '/api/subscription/invoices',
      '/api/subscription/usage-stats',
    ]) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('gives a new account the free plan and no subscription', async () => {
    const session = await signUp(t.app, 'nouvelle');
    const current = await get('/api/subscription/current', session);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ data: { currentPlan: PLANS.free, subscription: null } });
    expect((await get('/api/subscription/status', session)).json().data).toMatchObject({
      plan: 'free',
      status: 'none',
      isActive: false,
    });
  });

  it('refuses an unknown plan, the current plan, and return addresses off the web app', async () => {
    const session = await signUp(t.app, 'prudente');
    const unknown = await post('/api/subscription/create-checkout-session', session, {
      plan: 'gold',
      successUrl,
      cancelUrl,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().violations[0].propertyPath).toBe('plan');
    const elsewhere = await post('/api/subscription/create-checkout-session', session, {
      plan: 'premium',
      successUrl: 'https://evil.test/x',
      cancelUrl,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().violations).toEqual([
      { propertyPath: 'successUrl', message: 'Adresse de retour non autorisée.' },
    ]);
    await grantPlan(t.db, session.userId, 'starter');
    const same = await post('/api/subscription/create-checkout-session', session, {
      plan: 'starter',
      successUrl,
      cancelUrl,
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('Vous avez déjà ce plan');
  });

  it('upgrades to Premium through the test checkout page, and only once the card is accepted', async () => {
    const session = await signUp(t.app, 'acheteuse');
    const checkout = await startCheckout(session);
    expect(checkout).toMatchObject({
      provider: 'local',
      publishableKey: null,
      checkoutUrl: expect.stringContaining(`/api/payments/checkout/${checkout.sessionId}`),
    });

    const fallback = await get(`/api/subscription/checkout/${checkout.sessionId}`);
    expect(fallback.statusCode).toBe(303);
    expect(fallback.headers.location).toBe(checkout.checkoutUrl);

    const page = await get(new URL(checkout.checkoutUrl).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Abonnement Kora Premium');
    expect(page.body).toMatch(/19,99\s€/);
    expect(page.body).toContain('<label for="cardNumber">');
    expect(page.body).toContain("Paiement de test — aucune somme n'est débitée");
    // No script on the page; its form may only send the browser back to the web app.
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${WEB}`);

    // Coming back to the success page without paying grants nothing.
    await get(successUrl);
    expect((await get('/api/subscription/current', session)).json().data.currentPlan.name).toBe('free');

    const declined = await submitCard(checkout.checkoutUrl, card('4000 0000 0000 0002'));
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Votre carte a été refusée.');
    expect(declined.body).toContain('value="cancel"');
    expect((await get('/api/subscription/current', session)).json().data.currentPlan.name).toBe('free');

    const paid = await submitCard(checkout.checkoutUrl, card('4242 4242 4242 4242'));
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(successUrl);

    const current = (await get('/api/subscription/current', session)).json().data;
    expect(current.currentPlan).toEqual(PLANS.premium);
    expect(current.subscription).toMatchObject({
      plan: 'premium',
      status: 'active',
      cancelAtPeriodEnd: false,
      provider: 'local',
    });
    expect(Date.parse(current.subscription.currentPeriodEnd)).toBeGreaterThan(Date.now() + 27 * 86400_000);

    const invoices = (await get('/api/subscription/invoices', session)).json().data;
    expect(invoices).toEqual([
      expect.objectContaining({
        priceMinor: 1999,
        price: 19.99,
        currency: 'EUR',
        plan: 'premium',
        description: 'Abonnement Kora Premium — 1 mois',
        status: 'paid',
      }),
    ]);
    const history = (await get('/api/subscription/payment-history', session)).json().data;
    expect(history).toEqual([
      expect.objectContaining({ id: checkout.sessionId, purpose: 'subscription', status: 'paid', priceMinor: 1999 }),
    ]);

    // Submitting the page again goes back to the success page and charges nothing more.
    const again = await submitCard(checkout.checkoutUrl, card('4242 4242 4242 4242'));
    expect(again.statusCode).toBe(303);
    expect((await get('/api/subscription/invoices', session)).json().data).toHaveLength(1);
  });

  it('shows field errors for a malformed card and leaves the session open', async () => {
    const session = await signUp(t.app, 'distraite');
    const checkout = await startCheckout(session, 'starter');
    const response = await submitCard(checkout.checkoutUrl, {
      action: 'pay',
      cardholder: '',
      cardNumber: '1234',
      expiry: '13/20',
      cvc: 'x',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Le numéro de carte est invalide.');
    expect(response.body).toContain('aria-invalid="true"');
    expect((await get(new URL(checkout.checkoutUrl).pathname)).statusCode).toBe(200);
  });

  it('cancel on the checkout page returns to the cancel URL and closes the session', async () => {
    const session = await signUp(t.app, 'hesitante');
    const checkout = await startCheckout(session);
    const response = await submitCard(checkout.checkoutUrl, { action: 'cancel' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(cancelUrl);
    expect((await get(new URL(checkout.checkoutUrl).pathname)).statusCode).toBe(410);
    expect((await get('/api/subscription/payment-history', session)).json().data).toEqual([
      expect.objectContaining({ status: 'canceled' }),
    ]);
  });

  it('fulfils a confirmation once: the same webhook twice changes nothing, a forged one is refused', async () => {
    const session = await signUp(t.app, 'fidele');
    const checkout = await startCheckout(session);
    const provider = t.app.payments.provider as LocalPaymentProvider;
    const confirmation = provider.signedEvent('checkout.session.completed', checkout.sessionId);
    const deliver = (body: Buffer, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscription/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
    const headers = confirmation.headers as Record<string, string>;
    expect((await deliver(confirmation.rawBody, headers)).statusCode).toBe(200);
    const first = (await get('/api/subscription/current', session)).json().data;
    expect((await deliver(confirmation.rawBody, headers)).statusCode).toBe(200);
    expect((await get('/api/subscription/current', session)).json().data).toEqual(first);
    expect((await get('/api/subscription/invoices', session)).json().data).toHaveLength(1);

    const forged = await deliver(Buffer.from(confirmation.rawBody.toString().replace('completed', 'expired')), headers);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Signature du webhook invalide.', error: 'Bad Request' });
    expect((await deliver(confirmation.rawBody, {})).statusCode).toBe(400);
  });

  it('answers the same session for a repeated Idempotency-Key', async () => {
    const session = await signUp(t.app, 'repetitive');
    const headers = { 'idempotency-key': 'upgrade-attempt-0001' };
    const first = await post(
      '/api/subscription/create-checkout-session',
      session,
      { plan: 'premium', successUrl, cancelUrl },
      headers,
    );
    const second = await post(
      '/api/subscription/create-checkout-session',
      session,
      { plan: 'premium', successUrl, cancelUrl },
      headers,
    );
    expect(second.json().data.sessionId).toBe(first.json().data.sessionId);
    const other = await post(
      '/api/subscription/create-checkout-session',
      session,
      { plan: 'starter', successUrl, cancelUrl },
      headers,
    );
    expect(other.statusCode).toBe(409);
  });

  describe('a paid subscription', () => {
    let session: TestSession;
    beforeAll(async () => {
      session = await signUp(t.app, 'abonnee');
      const checkout = await startCheckout(session);
      await submitCard(checkout.checkoutUrl, card('4242424242424242'));
    });

    it('cancels at period end, keeps the plan until then, and can be reactivated', async () => {
      const cancel = await post('/api/subscription/cancel', session);
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json().data).toMatchObject({
        message: 'Votre abonnement sera annulé à la fin de la période en cours.',
        currentPlan: { name: 'premium' },
        subscription: { status: 'active', cancelAtPeriodEnd: true },
      });
      const reactivate = await post('/api/subscription/reactivate', session);
      expect(reactivate.json().data.subscription.cancelAtPeriodEnd).toBe(false);
      expect((await post('/api/subscription/reactivate', session)).statusCode).toBe(409);
    });

    it('schedules a move to a lower plan for the period end, refusing the current plan', async () => {
      expect((await post('/api/subscription/change-plan', session, { plan: 'premium' })).json().message).toBe(
        'Vous avez déjà ce plan',
      );
      const change = await post('/api/subscription/change-plan', session, { plan: 'starter' });
      expect(change.statusCode).toBe(200);
      const { message, currentPlan, subscription } = change.json().data;
      expect(currentPlan.name).toBe('premium');
      expect(subscription).toMatchObject({ plan: 'premium', scheduledPlan: 'starter' });
      expect(message).toBe(`Votre forfait passera à Starter le ${frenchDate(subscription.currentPeriodEnd)}.`);
      expect((await get('/api/subscription/check-feature/contentCreation', session)).json().data.enabled).toBe(true);
      // Asking for the plan in force again withdraws the move.
      const kept = await post('/api/subscription/change-plan', session, { plan: 'premium' });
      expect(kept.json().data).toMatchObject({
        message: 'Vous gardez le forfait Premium.',
        subscription: { plan: 'premium', scheduledPlan: null },
      });
    });

    it('downloads an invoice as a PDF named facture-{id}.pdf, for its owner only', async () => {
      const [invoice] = (await get('/api/subscription/invoices', session)).json().data;
      const pdf = await get(`/api/subscription/invoices/${invoice.id}/download`, session);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="facture-${invoice.id}.pdf"`);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const stranger = await signUp(t.app, 'curieux');
      expect((await get(`/api/subscription/invoices/${invoice.id}/download`, stranger)).statusCode).toBe(404);
      expect((await get('/api/subscription/invoices/abc/download', session)).statusCode).toBe(400);
    });

    it('opens the local billing portal, where the subscription can be cancelled', async () => {
      const response = await post('/api/subscription/create-portal-session', session, { returnUrl: `${WEB}/profile` });
      expect(response.statusCode).toBe(200);
      const { url } = response.json();
      const portal = new URL(url);
      const page = await get(portal.pathname + portal.search);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Forfait Premium');
      expect(page.body).toContain(`href="${WEB}/profile"`);
      const cancel = await t.app.inject({
        method: 'POST',
        url: portal.pathname + portal.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=cancel',
      });
      expect(cancel.statusCode).toBe(303);
      expect((await get('/api/subscription/status', session)).json().data).toMatchObject({
        plan: 'premium',
        cancelAtPeriodEnd: true,
      });
      expect((await get('/api/subscription/portal?token=not-a-valid-token')).statusCode).toBe(404);
    });

    it('reports usage against the plan limits', async () => {
      const usage = (await get('/api/subscription/usage-stats', session)).json().data;
      expect(usage).toMatchObject({
        plan: 'premium',
        favorites: { limit: -1 },
        playlists: { limit: -1 },
        downloads: { used: 0, limit: -1 },
        purchases: 0,
      });
    });
  });

  it('answers 400 for an unknown feature', async () => {
    const session = await signUp(t.app, 'questionneur');
    expect((await get('/api/subscription/check-feature/teleportation', session)).statusCode).toBe(400);
    expect((await get('/api/subscription/check-feature/favorites', session)).json().data).toMatchObject({
      enabled: true,
      value: { limit: 50 },
      plan: 'free',
    });
  });
});
