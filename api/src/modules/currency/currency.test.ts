import { createTestApp, createUser, type TestApp, type TestSession } from '../../test/test-app';
import { currencySettingsFrom } from './settings';

// The site's layout: narrow no-break space between thousands, no-break space before the unit.
const NBSP = '\u00a0';

describe('the currency service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CURRENCY_USD_RATE: '1.25' } });
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
  const putPreference = (payload: unknown, session?: TestSession) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/currency/preference',
      headers: session?.headers,
      payload: payload as object,
    });

  describe('convert', () => {
    it('turns euros into CFA francs at the peg, without decimals', async () => {
      const response = await get('/currency/convert?amount=1.99&from=EUR&to=XOF');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        amount: 1.99,
        from: 'EUR',
        to: 'XOF',
        rate: 655.957,
        converted_amount: 1305,
        formatted_amount: `1\u202f305${NBSP}FCFA`,
      });
    });

    it('gives back exactly the euros the peg was given, the other way', async () => {
      const response = await get('/currency/convert?amount=655.957&from=XOF&to=EUR');
      expect(response.json()).toMatchObject({ converted_amount: 1, formatted_amount: `1,00${NBSP}€` });
      expect(response.json().rate).toBeCloseTo(1 / 655.957, 12);
      const round = await get('/currency/convert?amount=13119.14&from=XOF&to=EUR');
      expect(round.json().converted_amount).toBe(20);
    });

    it('uses the configured dollar, both ways and through the euro', async () => {
      expect((await get('/currency/convert?amount=10&from=EUR&to=USD')).json()).toMatchObject({
        rate: 1.25,
        converted_amount: 12.5,
        formatted_amount: `12,50${NBSP}USD`,
      });
      expect((await get('/currency/convert?amount=12.5&from=USD&to=EUR')).json().converted_amount).toBe(10);
      expect((await get('/currency/convert?amount=1.25&from=USD&to=XOF')).json().converted_amount).toBe(656);
    });

    it.each([
      ['amount=abc&from=EUR&to=XOF', 'amount'],
      ['amount=-1&from=EUR&to=XOF', 'amount'],
      ['amount=1&from=GBP&to=XOF', 'from'],
      ['amount=1&from=EUR', 'to'],
    ])('refuses %s with the spec’s message', async (query, field) => {
      const response = await get(`/currency/convert?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Erreur conversion devise', error: 'Bad Request' });
      expect(response.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(field);
    });
  });

  describe('format', () => {
    it.each([
      [1305.36, 'XOF', `1\u202f305${NBSP}FCFA`],
      [1.99, 'EUR', `1,99${NBSP}€`],
      [2.1492, 'USD', `2,15${NBSP}USD`],
    ])('shows %p %s as %p', async (amount, currency, formatted) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/currency/format',
        payload: { amount, currency },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ amount, currency, formatted_amount: formatted });
    });

    it('refuses a body without an amount or with an unknown currency', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/currency/format',
        payload: { currency: 'BTC' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('Erreur formatage devise');
      expect(
        response
          .json()
          .violations.map((v: { propertyPath: string }) => v.propertyPath)
          .sort(),
      ).toEqual(['amount', 'currency']);
    });
  });

  it('lists EUR, XOF and USD with their symbols, decimals and rates from 1 EUR', async () => {
    expect((await get('/currency/supported')).json()).toEqual([
      { code: 'EUR', symbol: '€', decimals: 2, rate: 1 },
      { code: 'XOF', symbol: 'FCFA', decimals: 0, rate: 655.957 },
      { code: 'USD', symbol: 'USD', decimals: 2, rate: 1.25 },
    ]);
  });

  describe('rate', () => {
    it('answers the peg both ways and the configured dollar', async () => {
      expect((await get('/currency/rate?from=EUR&to=XOF')).json()).toEqual({ from: 'EUR', to: 'XOF', rate: 655.957 });
      expect((await get('/currency/rate?from=XOF&to=EUR')).json().rate).toBeCloseTo(0.00152449, 8);
      expect((await get('/currency/rate?from=EUR&to=USD')).json().rate).toBe(1.25);
      expect((await get('/currency/rate?from=USD&to=USD')).json().rate).toBe(1);
    });

    it('refuses an unknown currency', async () => {
      const response = await get('/currency/rate?from=EUR&to=JPY');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Erreur récupération taux');
    });
  });

  describe('detect', () => {
    it.each([
      ['SN', 'XOF'],
      ['ci', 'XOF'],
      ['BJ', 'XOF'],
      ['BF', 'XOF'],
      ['GW', 'XOF'],
      ['ML', 'XOF'],
      ['NE', 'XOF'],
      ['TG', 'XOF'],
      ['US', 'USD'],
      ['FR', 'EUR'],
      ['CM', 'EUR'],
      ['ZZ', 'EUR'],
    ])('%s → %s', async (country, currency) => {
      expect((await get(`/currency/detect?country=${country}`)).json()).toEqual({
        country: country.toUpperCase(),
        currency,
      });
    });

    it('falls back to EUR without a country', async () => {
      expect((await get('/currency/detect')).json()).toEqual({ country: null, currency: 'EUR' });
      expect((await get('/currency/detect?country=')).json()).toEqual({ country: null, currency: 'EUR' });
    });

    it('refuses a country that cannot be one', async () => {
      const response = await get(`/currency/detect?country=${'x'.repeat(65)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Erreur détection devise');
    });
  });

  describe('preference', () => {
    it('is saved on the user the token names, and the profile gives it back', async () => {
      const aminata = await createUser(t, 'aminata');
      const other = await createUser(t, 'other');
      const profile = async (session: TestSession) =>
        (await t.app.inject({ method: 'GET', url: '/api/profile', headers: session.headers })).json().currency;
      expect(await profile(aminata)).toBe('EUR');

      const saved = await putPreference({ currency: 'XOF', userId: other.userId }, aminata);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ currency: 'XOF' });
      expect(await profile(aminata)).toBe('XOF');
      expect(await profile(other)).toBe('EUR');

      await putPreference({ currency: 'USD' }, aminata);
      expect(await profile(aminata)).toBe('USD');
    });

    it('needs a signed-in user', async () => {
      const response = await putPreference({ currency: 'XOF' });
      expect(response.statusCode).toBe(401);
    });

    it('refuses an unknown currency and keeps the saved one', async () => {
      const fatou = await createUser(t, 'fatou');
      await putPreference({ currency: 'XOF' }, fatou);
      const response = await putPreference({ currency: 'GBP' }, fatou);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: 'Erreur mise à jour préférence',
        violations: [expect.objectContaining({ propertyPath: 'currency' })],
      });
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: fatou.headers });
      expect(profile.json().currency).toBe('XOF');
    });
  });

  it('is documented at /api/docs', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/currency/convert',
        '/api/currency/format',
        '/api/currency/supported',
        '/api/currency/rate',
        '/api/currency/detect',
        '/api/currency/preference',
      ]),
    );
  });
});

describe('the dollar rate setting', () => {
  it('is CURRENCY_USD_RATE when it is a positive number, else the spec’s 1.08', () => {
    expect(currencySettingsFrom({ CURRENCY_USD_RATE: '1.1' }).usdPerEur).toBe(1.1);
    expect(currencySettingsFrom({}).usdPerEur).toBe(1.08);
    expect(currencySettingsFrom({ CURRENCY_USD_RATE: '' }).usdPerEur).toBe(1.08);
    expect(currencySettingsFrom({ CURRENCY_USD_RATE: 'abc' }).usdPerEur).toBe(1.08);
    expect(currencySettingsFrom({ CURRENCY_USD_RATE: '-2' }).usdPerEur).toBe(1.08);
  });

  it('falls back to 1.08 in the API when unset', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/api/currency/rate?from=EUR&to=USD' });
      expect(response.json().rate).toBe(1.08);
    } finally {
      await plain.close();
    }
  });
});
