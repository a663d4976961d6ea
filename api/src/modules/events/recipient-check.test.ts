import { TicketRecipientSchema, TicketSchema } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, createUser, type TestApp, type TestSession } from '../../test/test-app';
import { RECIPIENT_LOOKUPS_PER_MINUTE } from './recipient-lookup-limit';
import { createEvent } from './testing';

/** Checking a ticket's recipient before the transfer, and what the holder's list says afterwards. */
describe('ticket recipients', () => {
  let t: TestApp;
  let organizer: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    organizer = await createUser(t, 'organisatrice');
  });
  afterAll(async () => t.close());

  const post = (url: string, session: TestSession | undefined, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: session?.headers, payload });
  const check = (ticketId: number, session: TestSession | undefined, recipient: unknown) =>
    post(`/tickets/${ticketId}/recipient-check`, session, { recipient });

  async function ticketOf(holder: TestSession) {
    const { eventId, typeIds } = await createEvent(t.db, organizer.userId, [
      { name: 'Entrée', priceMinor: 0, quantity: 50 },
    ]);
    const bought = await post(`/events/${eventId}/buy-ticket`, holder, { ticketTypeId: typeIds[0], quantity: 1 });
    expect(bought.statusCode).toBe(201);
    return { eventId, ticket: bought.json().tickets[0] as { id: number } };
  }

  it('names the account a username or an e-mail finds, in any case, by its username only', async () => {
    const holder = await createUser(t, 'aissatou');
    await createUser(t, 'Kofi.Mensah');
    const { ticket } = await ticketOf(holder);

    for (const typed of ['kofi.mensah', ' KOFI.MENSAH@example.test ']) {
      const answer = await check(ticket.id, holder, typed);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ username: 'Kofi.Mensah', refusal: null });
      expect(Value.Check(TicketRecipientSchema, answer.json())).toBe(true);
      expect(answer.body).not.toContain('@');
    }
  });

  it('says when nobody has that name or e-mail, and when it is the holder', async () => {
    const holder = await createUser(t, 'binta');
    const { ticket } = await ticketOf(holder);
    expect((await check(ticket.id, holder, 'personne@example.test')).json()).toEqual({
      username: null,
      refusal: 'unknown-account',
    });
    expect((await check(ticket.id, holder, 'BINTA@example.test')).json()).toEqual({
      username: 'binta',
      refusal: 'own-account',
    });
  });

  it('answers only the holder of a ticket that can still be given', async () => {
    const holder = await createUser(t, 'chidi');
    const stranger = await createUser(t, 'curieux');
    const { eventId, ticket } = await ticketOf(holder);
    expect((await check(ticket.id, undefined, 'curieux')).statusCode).toBe(401);
    expect((await check(ticket.id, stranger, 'chidi')).statusCode).toBe(403);
    expect((await check(999999, holder, 'curieux')).statusCode).toBe(404);
    for (const bad of ['', 'x'.repeat(255), undefined]) {
      expect([bad, (await check(ticket.id, holder, bad)).statusCode]).toEqual([bad, 422]);
    }

    await t.db
      .updateTable('events')
      .set({ starts_at: new Date(Date.now() - 60000).toISOString() })
      .where('id', '=', eventId)
      .execute();
    expect((await check(ticket.id, holder, 'curieux')).statusCode).toBe(409);
  });

  it('refuses a ticket already given', async () => {
    const holder = await createUser(t, 'dede');
    await createUser(t, 'efua');
    const { ticket } = await ticketOf(holder);
    expect((await post(`/tickets/${ticket.id}/transfer`, holder, { recipient: 'efua' })).statusCode).toBe(201);
    expect((await check(ticket.id, holder, 'efua')).statusCode).toBe(409);
  });

  it('lets one session check a few names a minute, not sweep through e-mails', async () => {
    const holder = await createUser(t, 'fola');
    const other = await createUser(t, 'gogo');
    const { ticket } = await ticketOf(holder);
    const { ticket: theirs } = await ticketOf(other);
    for (let i = 0; i < RECIPIENT_LOOKUPS_PER_MINUTE; i += 1) {
      expect((await check(ticket.id, holder, `inconnu${i}@example.test`)).statusCode).toBe(200);
    }
    expect((await check(ticket.id, holder, 'gogo')).statusCode).toBe(429);
    expect((await check(theirs.id, other, 'fola')).statusCode).toBe(200);
  });

  it('lists where each ticket’s event takes place, and whom a given ticket went to', async () => {
    const holder = await createUser(t, 'hawa');
    await createUser(t, 'ibou');
    const { ticket } = await ticketOf(holder);
    const { ticket: kept } = await ticketOf(holder);
    expect((await post(`/tickets/${ticket.id}/transfer`, holder, { recipient: 'IBOU@example.test' })).statusCode).toBe(
      201,
    );

    const mine = await t.app.inject({ method: 'GET', url: '/api/tickets/my-tickets', headers: holder.headers });
    const tickets = mine.json() as Array<{ id: number }>;
    for (const listed of tickets) expect(Value.Check(TicketSchema, listed)).toBe(true);
    expect(tickets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: ticket.id,
          status: 'transferred',
          transferredTo: 'ibou',
          eventAddress: 'Salle Kora, 1 rue de la Musique, Dakar',
        }),
        expect.objectContaining({ id: kept.id, status: 'valid', transferredTo: null }),
      ]),
    );
  });
});
