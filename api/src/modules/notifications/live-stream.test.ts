import type { Notification } from '@kora/shared/contracts';
import { createTestApp, createUser, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { buyTickets as buyFreeTickets, createEvent } from '../events/testing';
import { SQLITE_POLL_MS } from './live/sqlite-feed';
import { STREAMS_PER_USER } from './live/stream-leases';
import { EVENT_STREAM_ONLY, TOO_MANY_STREAMS } from './stream-route';
import { listening, notificationEvents, notificationsOf, StreamReader, unreadEvents } from './testing';

describe('GET /api/notifications/stream: new notifications and unread counts as they happen', () => {
  let t: TestApp;
  let base: string;
  let organizer: TestSession;
  let event: { eventId: number; typeIds: number[] };
  const readers: StreamReader[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    base = await listening(t.app);
    organizer = await createUser(t, 'organisateur');
    event = await createEvent(t.db, organizer.userId, [{ name: 'Entrée libre', priceMinor: 0, quantity: 500 }], {
      isFree: true,
      title: 'Nuit du Ngoni',
    });
  });
  afterEach(() => {
    for (const reader of readers.splice(0)) reader.close();
  });
  afterAll(async () => t.close());

  const open = async (session: TestSession | null, headers: Record<string, string> = {}) => {
    const reader = await StreamReader.open(base, session?.token ?? null, headers);
    readers.push(reader);
    return reader;
  };
  const buyTickets = (session: TestSession, quantity = 1) => buyFreeTickets(t.app, session, event, quantity);

  it('opens an uncompressed event stream for the web’s origin, with a retry hint and the unread count', async () => {
    const fan = await createUser(t, 'fan.direct');
    await buyTickets(fan);
    const reader = await open(fan, { 'accept-encoding': 'gzip, br', origin: 'http://localhost:3000' });
    expect(reader.response.status).toBe(200);
    expect(reader.response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(reader.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(reader.response.headers.get('content-encoding')).toBeNull();
    expect(reader.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    const [unread] = await reader.until(unreadEvents);
    expect(unread.data).toEqual({ unread: 1 });
    const { items } = await notificationsOf(t.app, fan);
    expect(unread.id).toBe(String(items[0].id));
    expect(reader.retry).toBeGreaterThan(0);
    // Opened after it, the stream does not send the notification again.
    expect(reader.events.filter(notificationEvents)).toEqual([]);
  });

  it('delivers a notification created after the stream opened, then the unread count', async () => {
    const fan = await createUser(t, 'fan.live');
    const reader = await open(fan);
    await reader.until(unreadEvents);
    await buyTickets(fan, 2);

    const [arrived] = await reader.until(notificationEvents);
    const { items } = await notificationsOf(t.app, fan);
    expect(arrived).toEqual({ id: String(items[0].id), event: 'notification', data: items[0] });
    expect((arrived.data as Notification).params).toEqual({ event: 'Nuit du Ngoni', quantity: '2' });
    const counts = await reader.until(unreadEvents, 2);
    expect(counts.map((count) => count.data)).toEqual([{ unread: 0 }, { unread: 1 }]);
  });

  it('tells every open stream of the user when one is read elsewhere', async () => {
    const fan = await createUser(t, 'fan.onglets');
    await buyTickets(fan);
    const [first, second] = [await open(fan), await open(fan)];
    await first.until(unreadEvents);
    await second.until(unreadEvents);
    const [notification] = (await notificationsOf(t.app, fan)).items;

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${notification.id}/read`,
      headers: fan.headers,
    });
    expect(read.json()).toEqual({ unread: 0 });
    for (const reader of [first, second]) {
      const counts = await reader.until(unreadEvents, 2);
      expect(counts.map((count) => count.data)).toEqual([{ unread: 1 }, { unread: 0 }]);
    }
  });

  it('sends, after a reconnection with Last-Event-ID, the notifications missed meanwhile, oldest first', async () => {
    const fan = await createUser(t, 'fan.retour');
    await buyTickets(fan, 1);
    const first = await open(fan);
    const [seen] = await first.until(unreadEvents);
    first.close();

    await buyTickets(fan, 2);
    await buyTickets(fan, 3);
    const again = await open(fan, { 'last-event-id': String(seen.id) });
    const missed = await again.until(notificationEvents, 2);
    expect(missed.map((one) => (one.data as Notification).params.quantity)).toEqual(['2', '3']);
    const [count] = await again.until(unreadEvents);
    expect(count).toEqual({ id: missed[1].id, event: 'unread', data: { unread: 3 } });
    expect(again.events.filter(notificationEvents)).toHaveLength(2);
  });

  it('sends no one else’s notifications', async () => {
    const fan = await createUser(t, 'fan.discret');
    const other = await createUser(t, 'fan.voisin');
    const reader = await open(fan);
    await reader.until(unreadEvents);
    await buyTickets(other);
    const otherStream = await open(other, { 'last-event-id': '0' });
    await otherStream.until(notificationEvents);
    // Time enough for the fan's process to look at the table twice.
    await new Promise((resolve) => setTimeout(resolve, 2 * SQLITE_POLL_MS + 500));
    expect(reader.events.filter(notificationEvents)).toEqual([]);
  });

  it('answers 401 without a valid token and 406 to a reader that does not take an event stream', async () => {
    const fan = await createUser(t, 'fan.refus');
    expect((await open(null)).response.status).toBe(401);
    expect((await StreamReader.open(base, 'not.a.token')).response.status).toBe(401);
    const plain = await fetch(`${base}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${fan.token}` },
    });
    expect(plain.status).toBe(406);
    expect(await plain.json()).toEqual({ message: EVENT_STREAM_ONLY, error: 'Not Acceptable' });
  });

  it(`refuses one stream more than ${STREAMS_PER_USER} open for a user with 429, and opens it once another closes`, async () => {
    const fan = await createUser(t, 'fan.onglets.multiples');
    const opened = [];
    for (let i = 0; i < STREAMS_PER_USER; i += 1) opened.push(await open(fan));
    expect(opened.map((reader) => reader.response.status)).toEqual(Array(STREAMS_PER_USER).fill(200));

    const refused = await open(fan);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toEqual(expect.stringMatching(/^\d+$/));
    expect(await refused.response.json()).toEqual({ message: TOO_MANY_STREAMS, error: 'Too Many Requests' });
    expect((await open(await createUser(t, 'fan.autre'))).response.status).toBe(200);

    opened[0].close();
    const deadline = Date.now() + 5_000;
    let status = 429;
    while (status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const retried = await open(fan);
      status = retried.response.status;
    }
    expect(status).toBe(200);
  });

  it('keeps a quiet stream alive with comments, and ends it once its session is revoked', async () => {
    const own = await createTestApp({ env: { NOTIFICATION_HEARTBEAT_MS: '300' } });
    try {
      const url = await listening(own.app);
      const fan = await signUp(own.app, 'fan.prudente', 'motdepasse1');
      const reader = await StreamReader.open(url, fan.token);
      readers.push(reader);
      await reader.until(unreadEvents);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(reader.comments.filter((comment) => comment === 'heartbeat').length).toBeGreaterThanOrEqual(2);
      expect(reader.ended).toBe(false);

      const changed = await own.app.inject({
        method: 'PUT',
        url: '/api/profile/password',
        headers: fan.headers,
        payload: { currentPassword: 'motdepasse1', newPassword: 'motdepasse2' },
      });
      expect(changed.statusCode).toBe(200);
      expect(await reader.closedByServer(3_000)).toBe(true);
    } finally {
      await own.close();
    }
  });

  it('ends the open streams when the server closes', async () => {
    const own = await createTestApp();
    const url = await listening(own.app);
    const fan = await createUser(own, 'fan.fermeture');
    const reader = await StreamReader.open(url, fan.token);
    readers.push(reader);
    await reader.until(unreadEvents);
    const closing = own.close();
    expect(await reader.closedByServer(5_000)).toBe(true);
    await closing;
  });
});
