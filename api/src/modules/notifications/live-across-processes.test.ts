import type { Notification } from '@kora/shared/contracts';
import { startApiProcesses, type ApiProcesses } from '../../test/api-processes';
import { insertUser } from '../../test/test-app';
import { createEvent } from '../events/testing';
import { STREAMS_PER_USER } from './live/stream-leases';
import { notificationEvents, StreamReader, unreadEvents } from './testing';

/**
 * Behind a load balancer a user's stream is open on one process while what notifies them is done on
 * another (PostgreSQL in CI: LISTEN/NOTIFY; SQLite: each process looks at the table).
 */
describe('live notifications across two API processes on one database', () => {
  let api: ApiProcesses;
  const readers: StreamReader[] = [];
  beforeAll(async () => {
    api = await startApiProcesses(2);
  }, 120_000);
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await api?.stop();
  });

  const account = async (username: string) => {
    const id = await insertUser(api.db, username);
    return { id, token: await api.tokenFor({ id, username }) };
  };
  const open = async (index: number, token: string) => {
    const reader = await StreamReader.open(api.processes[index].url, token);
    readers.push(reader);
    return reader;
  };

  it('brings a notification caused through process A to the stream open on process B', async () => {
    const organizer = await account('organisatrice');
    const fan = await account('fan.lointaine');
    const event = await createEvent(api.db, organizer.id, [{ name: 'Entrée libre', priceMinor: 0, quantity: 50 }], {
      isFree: true,
      title: 'Nuit du Ngoni',
    });
    const onB = await open(1, fan.token);
    expect(onB.response.status).toBe(200);
    await onB.until(unreadEvents);

    const bought = await fetch(`${api.processes[0].url}/api/events/${event.eventId}/tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fan.token}` },
      body: JSON.stringify({ ticketTypeId: event.typeIds[0], quantity: 2 }),
    });
    expect(bought.status).toBe(201);
    const boughtAt = Date.now();

    const [arrived] = await onB.until(notificationEvents);
    const database = process.env.KORA_TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
    console.log(
      `live notification: caused on process A, on B's stream ${Date.now() - boughtAt} ms later (${database})`,
    );
    expect(arrived?.data).toMatchObject({
      kind: 'ticket-bought',
      params: { event: 'Nuit du Ngoni', quantity: '2' },
      readAt: null,
    } satisfies Partial<Notification>);
    const counts = await onB.until(unreadEvents, 2);
    expect(counts.map((count) => count.data)).toEqual([{ unread: 0 }, { unread: 1 }]);

    // Read on A: B's stream hears the count go down.
    const read = await fetch(`${api.processes[0].url}/api/notifications/read-all`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fan.token}` },
    });
    expect(await read.json()).toEqual({ unread: 0 });
    const after = await onB.until(unreadEvents, 3);
    expect(after[2]?.data).toEqual({ unread: 0 });
  });

  it(`counts a user's open streams over both processes: ${STREAMS_PER_USER} at most`, async () => {
    const fan = await account('fan.partout');
    const opened = [];
    for (let i = 0; i < STREAMS_PER_USER; i += 1) opened.push(await open(i % 2, fan.token));
    expect(opened.filter((reader) => reader.response.status === 200)).toHaveLength(STREAMS_PER_USER);
    for (const index of [0, 1]) expect((await open(index, fan.token)).response.status).toBe(429);
  });
});
