import { renderArtwork } from '../../media/generate/artwork';
import { formOf } from '../../test/multipart';
import { createTestApp, createUser, type TestApp, type TestSession } from '../../test/test-app';
import { createEvent } from './testing';

/** Transfer, door check-in with offline scans, and the event image: each for the right person only. */
describe('tickets at the door', () => {
  let t: TestApp;
  let organizer: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    organizer = await createUser(t, 'organisateur');
  });
  afterAll(async () => t.close());

  const post = (url: string, session: TestSession | undefined, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: session?.headers, payload });
  const get = (url: string, session?: TestSession) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: session?.headers });

  async function freeEvent(options: { startsAt?: string } = {}) {
    return createEvent(t.db, organizer.userId, [{ name: 'Entrée', priceMinor: 0, quantity: 50 }], {
      isFree: true,
      ...options,
    });
  }
  async function ticketFor(session: TestSession, eventId: number, typeId: number) {
    const bought = await post(`/events/${eventId}/buy-ticket`, session, { ticketTypeId: typeId, quantity: 1 });
    expect(bought.statusCode).toBe(201);
    return bought.json().tickets[0] as { id: number; code: string };
  }

  describe('transfer', () => {
    it('gives the ticket to another user by username or email: new code for them, the old one refused', async () => {
      const { eventId, typeIds } = await freeEvent();
      const aminata = await createUser(t, 'aminata');
      const moussa = await createUser(t, 'moussa');
      const ticket = await ticketFor(aminata, eventId, typeIds[0]);

      const sent = await post(`/tickets/${ticket.id}/transfer`, aminata, { recipient: 'MOUSSA@example.test' });
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({
        recipient: 'moussa',
        ticket: { id: ticket.id, status: 'transferred', code: null },
      });

      const hers = (await get('/tickets/my-tickets', aminata)).json();
      expect(hers).toEqual([expect.objectContaining({ id: ticket.id, status: 'transferred', code: null })]);
      const his = (await get('/tickets/my-tickets', moussa)).json();
      expect(his).toEqual([
        expect.objectContaining({ eventId, holder: 'moussa', status: 'valid', code: expect.any(String) }),
      ]);
      expect(his[0].code).not.toBe(ticket.code);

      const door = await post(`/events/${eventId}/check-in/sync`, organizer, {
        scans: [
          { code: ticket.code, scannedAt: new Date().toISOString() },
          { code: his[0].code, scannedAt: new Date().toISOString() },
        ],
      });
      expect(door.json().results.map((result: { outcome: string }) => result.outcome)).toEqual([
        'not-valid',
        'checked-in',
      ]);
      const again = await post(`/tickets/${ticket.id}/transfer`, aminata, { recipient: 'moussa' });
      expect(again.statusCode).toBe(409);
    });

    it('refuses strangers, unknown recipients, oneself, bad input and started events', async () => {
      const { eventId, typeIds } = await freeEvent();
      const holder = await createUser(t, 'fatou');
      const ticket = await ticketFor(holder, eventId, typeIds[0]);
      expect((await post(`/tickets/${ticket.id}/transfer`, undefined, { recipient: 'x' })).statusCode).toBe(401);
      const thief = await createUser(t, 'voleur');
      expect((await post(`/tickets/${ticket.id}/transfer`, thief, { recipient: 'voleur' })).statusCode).toBe(403);
      const unknown = await post(`/tickets/${ticket.id}/transfer`, holder, { recipient: 'personne' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().message).toBe("Aucun compte Kora ne correspond à ce nom d'utilisateur ou à cet e-mail.");
      expect((await post(`/tickets/${ticket.id}/transfer`, holder, { recipient: 'fatou' })).json().message).toBe(
        'Ce billet est déjà à vous.',
      );
      for (const payload of [{}, { recipient: '' }, { recipient: 42 }]) {
        const bad = await post(`/tickets/${ticket.id}/transfer`, holder, payload);
        expect(bad.statusCode).toBe(422);
        expect(bad.json().violations.length).toBeGreaterThan(0);
      }
      expect((await post('/tickets/999999/transfer', holder, { recipient: 'voleur' })).statusCode).toBe(404);

      await t.db
        .updateTable('events')
        .set({ starts_at: new Date(Date.now() - 60000).toISOString() })
        .where('id', '=', eventId)
        .execute();
      const late = await post(`/tickets/${ticket.id}/transfer`, holder, { recipient: 'voleur' });
      expect(late.statusCode).toBe(409);
    });
  });

  describe('check-in', () => {
    it('gives the organizer the key and every ticket status, nobody else', async () => {
      const { eventId, typeIds } = await freeEvent();
      const fan = await createUser(t, 'fan1');
      const ticket = await ticketFor(fan, eventId, typeIds[0]);
      expect((await get(`/events/${eventId}/check-in`)).statusCode).toBe(401);
      expect((await get(`/events/${eventId}/check-in`, fan)).statusCode).toBe(403);
      expect((await get('/events/999999/check-in', organizer)).statusCode).toBe(404);
      const list = await get(`/events/${eventId}/check-in`, organizer);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({
        event: { id: eventId },
        key: { kty: 'OKP', crv: 'Ed25519', x: expect.any(String) },
        tickets: [{ id: ticket.id, holder: 'fan1', status: 'valid', usedAt: null, ticketTypeName: 'Entrée' }],
        sold: 1,
        checkedIn: 0,
      });
      const sync = await post(`/events/${eventId}/check-in/sync`, fan, {
        scans: [{ code: ticket.code, scannedAt: new Date().toISOString() }],
      });
      expect(sync.statusCode).toBe(403);
    });

    it('records offline scans: the first scan wins, a second is a conflict with the winning time, forgeries and other events refused', async () => {
      const { eventId, typeIds } = await freeEvent();
      const other = await freeEvent();
      const fan = await createUser(t, 'fan2');
      const ticket = await ticketFor(fan, eventId, typeIds[0]);
      const elsewhere = await ticketFor(fan, other.eventId, other.typeIds[0]);
      const [prefix, body, signature] = ticket.code.split('.');
      const tampered = `${prefix}.${body.slice(0, -2)}AA.${signature}`;

      const doorA = await post(`/events/${eventId}/check-in/sync`, organizer, {
        scans: [
          { code: ticket.code, scannedAt: '2026-12-12T19:05:00.000Z' },
          { code: tampered, scannedAt: '2026-12-12T19:06:00.000Z' },
          { code: elsewhere.code, scannedAt: '2026-12-12T19:07:00.000Z' },
          { code: 'n’importe quoi', scannedAt: '2026-12-12T19:08:00.000Z' },
        ],
      });
      expect(doorA.statusCode).toBe(200);
      expect(doorA.json()).toEqual({
        results: [
          { code: ticket.code, ticketId: ticket.id, outcome: 'checked-in', usedAt: '2026-12-12T19:05:00.000Z' },
          { code: tampered, ticketId: null, outcome: 'forged', usedAt: null },
          { code: elsewhere.code, ticketId: elsewhere.id, outcome: 'other-event', usedAt: null },
          { code: 'n’importe quoi', ticketId: null, outcome: 'forged', usedAt: null },
        ],
        sold: 1,
        checkedIn: 1,
      });

      const doorB = await post(`/events/${eventId}/check-in/sync`, organizer, {
        scans: [{ code: ticket.code, scannedAt: '2026-12-12T19:01:00.000Z' }],
      });
      expect(doorB.json().results[0]).toMatchObject({ outcome: 'already-used', usedAt: '2026-12-12T19:05:00.000Z' });
      const list = (await get(`/events/${eventId}/check-in`, organizer)).json();
      expect(list.tickets[0]).toMatchObject({ status: 'used', usedAt: '2026-12-12T19:01:00.000Z' });
      expect(list).toMatchObject({ sold: 1, checkedIn: 1 });

      for (const payload of [{}, { scans: [] }, { scans: [{ code: ticket.code, scannedAt: 'hier' }] }]) {
        const bad = await post(`/events/${eventId}/check-in/sync`, organizer, payload);
        expect(bad.statusCode).toBe(422);
        expect(bad.json().violations.length).toBeGreaterThan(0);
      }
    });

    it('two doors syncing the same ticket at once: exactly one checks it in', async () => {
      const { eventId, typeIds } = await freeEvent();
      const fan = await createUser(t, 'fan3');
      const ticket = await ticketFor(fan, eventId, typeIds[0]);
      const scans = { scans: [{ code: ticket.code, scannedAt: new Date().toISOString() }] };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => post(`/events/${eventId}/check-in/sync`, organizer, scans)),
      );
      const outcomes = answers.map((answer) => answer.json().results[0].outcome).sort();
      expect(outcomes).toEqual([
        'already-used',
        'already-used',
        'already-used',
        'already-used',
        'already-used',
        'checked-in',
      ]);
    });
  });

  describe('event image', () => {
    const png = renderArtwork({ seed: 3, width: 16, height: 16 });
    const upload = (
      eventId: number,
      session: TestSession | undefined,
      field = 'image',
      content = png,
      type = 'image/png',
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/upload-image`,
        ...formOf([{ name: field, fileName: 'affiche.png', type, content }], session?.headers),
      });

    it('sets the image of the organizer’s event, checked by content', async () => {
      const { eventId } = await freeEvent();
      const uploaded = await upload(eventId, organizer);
      expect(uploaded.statusCode).toBe(200);
      const { imageUrl } = uploaded.json();
      expect(imageUrl).toMatch(/^http:\/\/api\.test\/uploads\/images\/[0-9a-f-]{36}\.png$/);
      expect((await get(`/events/${eventId}`)).json().imageUrl).toBe(imageUrl);

      expect((await upload(eventId, undefined)).statusCode).toBe(401);
      expect((await upload(eventId, await createUser(t, 'intrus'))).statusCode).toBe(403);
      expect((await upload(999999, organizer)).statusCode).toBe(404);
      expect((await upload(eventId, organizer, 'file')).statusCode).toBe(400);
      expect(
        (await upload(eventId, organizer, 'image', Buffer.from('<svg onload=alert(1)>'), 'image/png')).statusCode,
      ).toBe(415);
    });
  });
});
