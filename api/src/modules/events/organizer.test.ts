import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { grantPlan } from '../subscriptions/testing';
import { WalletRepository } from '../wallet/repository';

const draft = (overrides: object = {}) => ({
  title: 'Nuit du sabar',
  description: '<p>Concert</p>',
  type: 'concert',
  datetime: new Date(Date.now() + 10 * 86400000).toISOString(),
  location: { name: 'Salle Kora', address: '1 rue de la Musique', city: 'Dakar', postalCode: null, country: 'Sénégal' },
  isFree: false,
  ticketTypes: [
    { name: 'Regular', price: 49, currency: 'EUR', quantity: 100 },
    { name: 'VIP', price: 169, currency: 'EUR', quantity: 10, vip: true },
  ],
  ...overrides,
});

describe('organizing events', () => {
  let t: TestApp;
  let artist: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    artist = await signUp(t.app, 'organisateur');
    await grantPlan(t.db, artist.userId, 'starter');
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: TestSession, payload?: object) =>
    t.app.inject({ method, url, headers: session?.headers, payload });

  it('needs a signed-in user with the events feature (Starter or Premium)', async () => {
    expect((await call('POST', '/api/events', undefined, draft())).statusCode).toBe(401);
    const free = await signUp(t.app, 'sansforfait');
    const refused = await call('POST', '/api/events', free, draft());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Cette fonctionnalité nécessite le forfait Starter.');
  });

  it('refuses bad input field by field, never with a 500', async () => {
    for (const payload of [
      draft({ title: '' }),
      draft({ datetime: 'demain' }),
      draft({ ticketTypes: [] }),
      draft({ ticketTypes: [{ name: 'Regular', price: -1, currency: 'EUR', quantity: 10 }] }),
      draft({ location: { city: '' } }),
      draft({ endDatetime: '2020-01-01T00:00:00.000Z' }),
    ]) {
      const response = await call('POST', '/api/events', artist, payload);
      expect([400, 422]).toContain(response.statusCode);
      expect(response.json().violations?.[0]?.propertyPath).toEqual(expect.any(String));
    }
  });

  it('creates a draft, publishes it to the public list, withdraws it, and only its organizer may', async () => {
    const created = await call('POST', '/api/events', artist, draft());
    expect(created.statusCode).toBe(201);
    const event = created.json();
    expect(event).toMatchObject({
      status: 'draft',
      title: 'Nuit du sabar',
      address: 'Salle Kora, 1 rue de la Musique, Dakar',
    });
    expect(event.ticketTypes).toEqual([
      expect.objectContaining({ name: 'Regular', price: 49, priceMinor: 4900, quantity: 100, vip: false }),
      expect.objectContaining({ name: 'VIP', price: 169, vip: true }),
    ]);
    expect((await call('GET', `/api/events/${event.id}`)).statusCode).toBe(404);

    const stranger = await signUp(t.app, 'intrus');
    expect((await call('POST', `/api/events/${event.id}/publish`, stranger)).statusCode).toBe(403);
    expect((await call('PUT', `/api/events/${event.id}`, stranger, draft())).statusCode).toBe(403);
    expect((await call('DELETE', `/api/events/${event.id}`, stranger)).statusCode).toBe(403);

    expect((await call('POST', `/api/events/${event.id}/publish`, artist)).json().status).toBe('published');
    const listed = (await call('GET', '/api/events')).json();
    expect(listed.map((item: { id: number }) => item.id)).toContain(event.id);
    const mine = (await call('GET', '/api/events/my-events?filter=published', artist)).json();
    expect(mine.map((item: { id: number }) => item.id)).toEqual([event.id]);

    const edited = await call('PUT', `/api/events/${event.id}`, artist, draft({ title: 'Nuit du sabar (2e date)' }));
    expect(edited.json().title).toBe('Nuit du sabar (2e date)');
    expect((await call('POST', `/api/events/${event.id}/unpublish`, artist)).json().status).toBe('draft');
    expect((await call('GET', '/api/events')).json().map((item: { id: number }) => item.id)).not.toContain(event.id);
    expect((await call('GET', '/api/events/my-events?filter=draft', artist)).json()).toHaveLength(1);

    expect((await call('DELETE', `/api/events/${event.id}`, artist)).json()).toEqual({
      deleted: true,
      cancelled: false,
      refunded: 0,
    });
    expect((await call('GET', '/api/events/my-events', artist)).json()).toEqual([]);
  });

  it('cancels instead of deleting a published event with sold tickets, refunding every holder once', async () => {
    const event = (await call('POST', '/api/events', artist, draft({ title: 'Complet' }))).json();
    await call('POST', `/api/events/${event.id}/publish`, artist);
    const fan = await signUp(t.app, 'remboursee');
    await t.db.transaction().execute((trx) =>
      new WalletRepository(t.db, t.config.currency).credit(trx, {
        userId: fan.userId,
        amountMinor: 10000,
        currency: 'EUR',
        reason: 'top-up',
        reference: 'organizer-test',
      }),
    );
    const bought = await call('POST', `/api/events/${event.id}/buy-ticket`, fan, {
      ticketTypeId: event.ticketTypes[0].id,
      quantity: 2,
    });
    expect(bought.statusCode).toBe(201);
    expect((await call('POST', `/api/events/${event.id}/unpublish`, artist)).statusCode).toBe(409);
    const locked = await call(
      'PUT',
      `/api/events/${event.id}`,
      artist,
      draft({ ticketTypes: [{ name: 'Autre', price: 1, currency: 'EUR', quantity: 5 }] }),
    );
    expect(locked.statusCode).toBe(409);

    expect((await call('DELETE', `/api/events/${event.id}`, artist)).json()).toEqual({
      deleted: false,
      cancelled: true,
      refunded: 2,
    });
    const balance = (await call('GET', '/api/user/balance', fan)).json().balances[0];
    expect(balance).toEqual({ price: 100, priceMinor: 10000, currency: 'EUR' });
    const tickets = (await call('GET', '/api/tickets/my-tickets', fan)).json();
    expect(tickets.map((ticket: { status: string; code: string | null }) => [ticket.status, ticket.code])).toEqual([
      ['cancelled', null],
      ['cancelled', null],
    ]);
    const again = await call('DELETE', `/api/events/${event.id}`, artist);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cet événement est annulé : plus aucune action possible.');
  });
});
