import { createTestApp, createUser, type TestApp, type TestSession } from '../../test/test-app';
import { buyTickets as buyFreeTickets, createEvent } from '../events/testing';
import { NOTIFICATION_NOT_FOUND } from './list-routes';
import { KEPT_PER_USER, notify, notifyAll, READ_KEPT_DAYS } from './notify';
import { notificationsOf } from './testing';

describe('GET /api/notifications and the marks: each user sees, reads and deletes only their own', () => {
  let t: TestApp;
  let organizer: TestSession;
  let awa: TestSession;
  let moussa: TestSession;
  let event: { eventId: number; typeIds: number[] };

  beforeAll(async () => {
    t = await createTestApp();
    organizer = await createUser(t, 'organisatrice');
    awa = await createUser(t, 'awa');
    moussa = await createUser(t, 'moussa');
    event = await createEvent(t.db, organizer.userId, [{ name: 'Entrée libre', priceMinor: 0, quantity: 500 }], {
      isFree: true,
      title: 'Fête de la Kora',
    });
  });
  afterAll(async () => t.close());

  /** Free tickets bought: each purchase is a notification of the buyer's. */
  const buyTickets = (session: TestSession, quantity = 1) => buyFreeTickets(t.app, session, event, quantity);
  const call = (method: 'POST' | 'DELETE', url: string, session?: TestSession) =>
    t.app.inject({ method, url, headers: session?.headers });

  it('answers a visitor 401 on every notification route', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/stream'],
      ['POST', '/api/notifications/1/read'],
      ['POST', '/api/notifications/read-all'],
      ['DELETE', '/api/notifications/1'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      expect(response.json()).toMatchObject({ error: 'Unauthorized' });
    }
  });

  it('lists a new user’s notifications as empty', async () => {
    expect(await notificationsOf(t.app, await createUser(t, 'nouvelle'))).toEqual({ items: [], unread: 0 });
  });

  it('lists newest first with the spec’s fields, pages with `before`, and counts unread over every page', async () => {
    await buyTickets(awa, 1);
    await buyTickets(awa, 2);
    await buyTickets(awa, 3);

    const first = await notificationsOf(t.app, awa, { limit: 2 });
    expect(first.unread).toBe(3);
    expect(first.items).toEqual([
      {
        id: expect.any(Number),
        type: 'success',
        kind: 'ticket-bought',
        params: { event: 'Fête de la Kora', quantity: '3' },
        link: '/tickets',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        readAt: null,
      },
      expect.objectContaining({ params: { event: 'Fête de la Kora', quantity: '2' } }),
    ]);
    const next = await notificationsOf(t.app, awa, { limit: 2, before: first.items[1].id });
    expect(next.items.map((item) => item.params.quantity)).toEqual(['1']);
    expect(next.unread).toBe(3);
  });

  it('marks one read (again: unchanged), then all, answering the unread count after each', async () => {
    const [newest, middle] = (await notificationsOf(t.app, awa)).items;
    const read = await call('POST', `/api/notifications/${middle.id}/read`, awa);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread: 2 });
    const readAt = (await notificationsOf(t.app, awa)).items.find((item) => item.id === middle.id)?.readAt;
    expect(readAt).toEqual(expect.any(String));

    expect((await call('POST', `/api/notifications/${middle.id}/read`, awa)).json()).toEqual({ unread: 2 });
    const list = await notificationsOf(t.app, awa);
    expect(list.items.find((item) => item.id === middle.id)?.readAt).toBe(readAt);
    expect(list.items.find((item) => item.id === newest.id)?.readAt).toBeNull();

    expect((await call('POST', '/api/notifications/read-all', awa)).json()).toEqual({ unread: 0 });
    const after = await notificationsOf(t.app, awa);
    expect(after.unread).toBe(0);
    expect(after.items.every((item) => item.readAt !== null)).toBe(true);
  });

  it('deletes one, which leaves the list and the unread count', async () => {
    await buyTickets(awa, 1);
    const before = await notificationsOf(t.app, awa);
    expect(before.unread).toBe(1);
    const removed = await call('DELETE', `/api/notifications/${before.items[0].id}`, awa);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ unread: 0 });
    const after = await notificationsOf(t.app, awa);
    expect(after.items.map((item) => item.id)).toEqual(before.items.slice(1).map((item) => item.id));
    expect((await call('DELETE', `/api/notifications/${before.items[0].id}`, awa)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s notification, as for one that does not exist, and changes nothing', async () => {
    await buyTickets(moussa, 1);
    const [his] = (await notificationsOf(t.app, moussa)).items;
    const awasList = await notificationsOf(t.app, awa);
    expect(awasList.items.map((item) => item.id)).not.toContain(his.id);

    for (const [method, url] of [
      ['POST', `/api/notifications/${his.id}/read`],
      ['DELETE', `/api/notifications/${his.id}`],
      ['POST', '/api/notifications/999999/read'],
      ['DELETE', '/api/notifications/999999'],
    ] as const) {
      const response = await call(method, url, awa);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toEqual({ message: NOTIFICATION_NOT_FOUND, error: 'Not Found' });
    }
    expect((await call('POST', '/api/notifications/read-all', awa)).statusCode).toBe(200);
    const untouched = await notificationsOf(t.app, moussa);
    expect(untouched.items).toEqual([expect.objectContaining({ id: his.id, readAt: null })]);
    expect(untouched.unread).toBe(1);
  });

  it('writes nothing when the transaction that notified rolls back', async () => {
    const before = await notificationsOf(t.app, moussa);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await notify(trx, moussa.userId, 'event-cancelled', { event: 'Fête de la Kora' }, '/tickets');
        throw new Error('the cancellation failed');
      }),
    ).rejects.toThrow('the cancellation failed');
    expect(await notificationsOf(t.app, moussa)).toEqual(before);
  });

  it('writes a notification once per user and cause, however many times it is reported', async () => {
    const report = () =>
      notify(t.db, moussa.userId, 'order-confirmed', { order: 'KORA-S-000042' }, '/profile', {
        once: 'payment:42',
      });
    expect(await Promise.all([report(), report(), report()])).toEqual(expect.arrayContaining([true, false, false]));
    const orders = (await notificationsOf(t.app, moussa)).items.filter((item) => item.kind === 'order-confirmed');
    expect(orders).toHaveLength(1);
  });

  it(`keeps a user's newest ${KEPT_PER_USER}, and lets read ones go after ${READ_KEPT_DAYS} days`, async () => {
    const reader = await createUser(t, 'grande.lectrice');
    const cancelled = (n: number) => ({
      userId: reader.userId,
      kind: 'event-cancelled' as const,
      params: { event: `Concert ${n}` },
      link: '/tickets',
    });
    await notifyAll(
      t.db,
      Array.from({ length: KEPT_PER_USER + 5 }, (_, n) => cancelled(n + 1)),
    );
    const all = async () => {
      const seen = [];
      let page = await notificationsOf(t.app, reader, { limit: 50 });
      while (page.items.length > 0) {
        seen.push(...page.items);
        page = await notificationsOf(t.app, reader, { limit: 50, before: page.items[page.items.length - 1].id });
      }
      return seen;
    };
    const kept = await all();
    expect(kept).toHaveLength(KEPT_PER_USER);
    expect(kept[0].params.event).toBe(`Concert ${KEPT_PER_USER + 5}`);
    expect(kept[kept.length - 1].params.event).toBe('Concert 6');

    const [newest, second] = kept;
    await t.app.inject({ method: 'POST', url: `/api/notifications/${second.id}/read`, headers: reader.headers });
    const longAgo = new Date(Date.now() - (READ_KEPT_DAYS + 1) * 86_400_000).toISOString();
    await t.db
      .updateTable('notifications')
      .set({ created_at: longAgo })
      .where('id', 'in', [newest.id, second.id])
      .execute();
    await notify(t.db, reader.userId, 'event-cancelled', { event: 'Concert de trop' }, '/tickets');
    const after = (await all()).map((item) => item.id);
    expect(after).toContain(newest.id);
    expect(after).not.toContain(second.id);
  });
});
