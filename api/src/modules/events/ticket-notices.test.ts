import { createTestApp, createUser, type TestApp, type TestSession } from '../../test/test-app';
import { notificationsOf, whatHappened } from '../notifications/testing';
import { buyTickets as buyFreeTickets, createEvent } from './testing';

describe('ticket notifications, from the flows that cause them', () => {
  let t: TestApp;
  let organizer: TestSession;
  let startsAt: string;

  beforeAll(async () => {
    t = await createTestApp();
    organizer = await createUser(t, 'organisatrice');
    startsAt = new Date(Date.now() + 10 * 86_400_000).toISOString();
  });
  afterAll(async () => t.close());

  const freeEvent = (title: string) =>
    createEvent(t.db, organizer.userId, [{ name: 'Entrée libre', priceMinor: 0, quantity: 100 }], {
      isFree: true,
      title,
      startsAt,
    });
  const buy = (session: TestSession, event: { eventId: number; typeIds: number[] }, quantity: number) =>
    buyFreeTickets(t.app, session, event, quantity);
  /** The organizer's edit form as sent, with what the test changes. */
  const edit = (eventId: number, title: string, changes: { datetime?: string; city?: string; description?: string }) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: organizer.headers,
      payload: {
        title,
        description: changes.description ?? null,
        type: 'concert',
        datetime: changes.datetime ?? startsAt,
        location: {
          name: 'Salle Kora',
          address: '1 rue de la Musique',
          city: changes.city ?? 'Dakar',
          country: 'Sénégal',
        },
        isFree: true,
        ticketTypes: [{ name: 'Entrée libre', price: 0, currency: 'EUR', quantity: 100 }],
      },
    });

  it('tells the buyer their tickets are ready, with the event and how many', async () => {
    const buyer = await createUser(t, 'acheteuse');
    await buy(buyer, await freeEvent('Nuit du Ngoni'), 3);
    expect(whatHappened(await notificationsOf(t.app, buyer))).toEqual([
      { kind: 'ticket-bought', params: { event: 'Nuit du Ngoni', quantity: '3' }, link: '/tickets' },
    ]);
  });

  it('tells nobody of a purchase refused for want of tickets', async () => {
    const buyer = await createUser(t, 'trop.tard');
    const event = await createEvent(t.db, organizer.userId, [{ name: 'Dernières', priceMinor: 0, quantity: 1 }], {
      isFree: true,
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.eventId}/tickets`,
      headers: buyer.headers,
      payload: { ticketTypeId: event.typeIds[0], quantity: 2 },
    });
    expect(refused.statusCode).toBe(409);
    expect((await notificationsOf(t.app, buyer)).items).toEqual([]);
  });

  it('tells the sender and the receiver of a transfer, each from their side', async () => {
    const sender = await createUser(t, 'awa.sow');
    const receiver = await createUser(t, 'fatou.ba');
    const [ticket] = await buy(sender, await freeEvent('Festival Sahel'), 1);
    const transferred = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/transfer`,
      headers: sender.headers,
      payload: { recipient: 'fatou.ba@example.test' },
    });
    expect(transferred.statusCode).toBe(201);

    expect(whatHappened(await notificationsOf(t.app, sender))[0]).toEqual({
      kind: 'ticket-sent',
      params: { event: 'Festival Sahel', to: 'fatou.ba' },
      link: '/tickets',
    });
    expect(whatHappened(await notificationsOf(t.app, receiver))).toEqual([
      { kind: 'ticket-received', params: { event: 'Festival Sahel', from: 'awa.sow' }, link: '/tickets' },
    ]);
  });

  it('tells the holders when the date or the place changes, once each, and no one of other edits', async () => {
    const event = await freeEvent('Concert au parc');
    const holder = await createUser(t, 'detenteur');
    const onlooker = await createUser(t, 'curieux');
    await buy(holder, event, 2);

    expect((await edit(event.eventId, 'Concert au parc', { description: '<p>Venez tôt.</p>' })).statusCode).toBe(200);
    expect((await notificationsOf(t.app, holder)).items.map((item) => item.kind)).toEqual(['ticket-bought']);

    const later = new Date(Date.parse(startsAt) + 86_400_000).toISOString();
    expect((await edit(event.eventId, 'Concert au parc', { datetime: later })).statusCode).toBe(200);
    expect((await edit(event.eventId, 'Concert au parc', { datetime: later, city: 'Thiès' })).statusCode).toBe(200);
    expect(whatHappened(await notificationsOf(t.app, holder)).slice(0, 2)).toEqual([
      { kind: 'event-changed', params: { event: 'Concert au parc' }, link: `/event/${event.eventId}` },
      { kind: 'event-changed', params: { event: 'Concert au parc' }, link: `/event/${event.eventId}` },
    ]);
    expect((await notificationsOf(t.app, onlooker)).items).toEqual([]);
    expect((await notificationsOf(t.app, organizer)).items).toEqual([]);
  });

  it('tells each holder once when the event is cancelled, and no one who gave their ticket away', async () => {
    const event = await freeEvent('Soirée annulée');
    const [first, second, former, receiver] = await Promise.all(
      ['fan.un', 'fan.deux', 'ancien', 'nouvelle'].map((name) => createUser(t, name)),
    );
    await buy(first, event, 2);
    await buy(second, event, 1);
    const [given] = await buy(former, event, 1);
    const transferred = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${given.id}/transfer`,
      headers: former.headers,
      payload: { recipient: 'nouvelle' },
    });
    expect(transferred.statusCode).toBe(201);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.eventId}`,
      headers: organizer.headers,
    });
    expect(deleted.json()).toMatchObject({ cancelled: true, refunded: 4 });
    const cancelled = { kind: 'event-cancelled', params: { event: 'Soirée annulée' }, link: '/tickets' };
    for (const holder of [first, second, receiver]) {
      const kinds = whatHappened(await notificationsOf(t.app, holder));
      expect(kinds[0]).toEqual(cancelled);
      expect(kinds.filter((one) => one.kind === 'event-cancelled')).toHaveLength(1);
    }
    expect(whatHappened(await notificationsOf(t.app, former)).map((one) => one.kind)).toEqual([
      'ticket-sent',
      'ticket-bought',
    ]);
  });
});
