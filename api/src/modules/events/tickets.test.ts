import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../db/connection';
import { buildServer } from '../../server';
import { createTestApp, createUser, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { grantPlan } from '../subscriptions/testing';
import { WalletRepository } from '../wallet/repository';
import { topUp } from '../wallet/testing';
import { createEvent } from './testing';
import { TicketSigner } from './ticket-signing';

describe('tickets: bought from the wallet, signed, checked in once', () => {
  let t: TestApp;
  let organizer: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    organizer = await signUp(t.app, 'organisatrice');
  });
  afterAll(async () => t.close());

  const userIdOf = async (session: TestSession) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: session.headers })).json().id as number;
  const buy = (eventId: number, session: TestSession | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/events/${eventId}/buy-ticket`, headers: session?.headers, payload });
  const balance = async (session: TestSession) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/balance', headers: session.headers })).json().balances[0];
  const credit = async (userId: number, amountMinor: number, currency = 'EUR') =>
    t.db.transaction().execute((trx) =>
      new WalletRepository(t.db, t.config.currency).credit(trx, {
        userId,
        amountMinor,
        currency,
        reason: 'top-up',
        reference: `test-${userId}-${amountMinor}-${Math.random()}`,
      }),
    );

  it('sells tickets against the wallet: the balance falls by their price, the stock by their number', async () => {
    const { eventId, typeIds } = await createEvent(t.db, await userIdOf(organizer), [
      { name: 'Regular', priceMinor: 4900, quantity: 100 },
    ]);
    const listener = await signUp(t.app, 'acheteuse');
    expect((await buy(eventId, undefined, { ticketTypeId: typeIds[0], quantity: 1 })).statusCode).toBe(401);

    const broke = await buy(eventId, listener, { ticketTypeId: typeIds[0], quantity: 1 });
    expect(broke.statusCode).toBe(402);
    expect(broke.json().message).toBe('Solde insuffisant pour cet achat.');

    await topUp(t.app, listener, 100);
    const bought = await buy(eventId, listener, { ticketTypeId: typeIds[0], quantity: 2 });
    expect(bought.statusCode).toBe(201);
    const body = bought.json();
    expect(body.tickets).toHaveLength(2);
    expect(body.tickets[0]).toMatchObject({
      eventId,
      ticketTypeName: 'Regular',
      holder: 'acheteuse',
      status: 'valid',
      price: 49,
    });
    expect(body.balance).toEqual({ price: 2, priceMinor: 200, currency: 'EUR' });
    expect(await balance(listener)).toEqual({ price: 2, priceMinor: 200, currency: 'EUR' });

    const event = (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` })).json();
    expect(event.ticketTypes[0]).toMatchObject({ soldCount: 2, remaining: 98 });
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/tickets/my-tickets', headers: listener.headers })
    ).json();
    expect(mine.map((ticket: { id: number }) => ticket.id)).toEqual(
      body.tickets.map((ticket: { id: number }) => ticket.id),
    );
    const movements = (
      await t.app.inject({ method: 'GET', url: '/api/user/wallet/movements', headers: listener.headers })
    ).json();
    expect(movements[0]).toMatchObject({ reason: 'ticket', priceMinor: -9800 });
  });

  it('refuses bad input with 4xx JSON, a type of another event, a past event and VIP types without Premium', async () => {
    const organizerId = await userIdOf(organizer);
    const { eventId, typeIds } = await createEvent(t.db, organizerId, [
      { name: 'VIP', priceMinor: 16900, quantity: 10, vip: true },
    ]);
    const other = await createEvent(t.db, organizerId, [{ name: 'Regular', priceMinor: 100, quantity: 10 }]);
    const past = await createEvent(t.db, organizerId, [{ name: 'Regular', priceMinor: 100, quantity: 10 }], {
      startsAt: '2020-01-01T20:00:00.000Z',
    });
    const fan = await signUp(t.app, 'fanvip');
    await credit(await userIdOf(fan), 100000);
    for (const payload of [
      {},
      { ticketTypeId: typeIds[0], quantity: 0 },
      { ticketTypeId: typeIds[0], quantity: 11 },
      { ticketTypeId: 'x', quantity: 1 },
    ]) {
      const response = await buy(eventId, fan, payload);
      expect([400, 422]).toContain(response.statusCode);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await buy(eventId, fan, { ticketTypeId: other.typeIds[0], quantity: 1 })).statusCode).toBe(404);
    expect((await buy(999999, fan, { ticketTypeId: typeIds[0], quantity: 1 })).json().message).toBe(
      'Événement non trouvé',
    );
    const pastAnswer = await buy(past.eventId, fan, { ticketTypeId: past.typeIds[0], quantity: 1 });
    expect(pastAnswer.statusCode).toBe(409);

    const vip = await buy(eventId, fan, { ticketTypeId: typeIds[0], quantity: 1 });
    expect(vip.statusCode).toBe(403);
    expect(vip.json().message).toBe('Les billets VIP sont réservés au forfait Premium.');
    await grantPlan(t.db, await userIdOf(fan), 'premium');
    expect((await buy(eventId, fan, { ticketTypeId: typeIds[0], quantity: 1 })).statusCode).toBe(201);
  });

  it('issues free tickets without touching the wallet', async () => {
    const { eventId, typeIds } = await createEvent(
      t.db,
      await userIdOf(organizer),
      [{ name: 'Entrée libre', priceMinor: 0, quantity: 5 }],
      { isFree: true },
    );
    const visitor = await signUp(t.app, 'gratuit');
    const response = await buy(eventId, visitor, { ticketTypeId: typeIds[0], quantity: 2 });
    expect(response.statusCode).toBe(201);
    expect(await balance(visitor)).toEqual({ price: 0, priceMinor: 0, currency: 'EUR' });
  });

  it('signs each valid ticket so a door verifies it offline; validation marks it used once', async () => {
    const { eventId, typeIds } = await createEvent(
      t.db,
      await userIdOf(organizer),
      [{ name: 'Regular', priceMinor: 0, quantity: 5 }],
      { isFree: true },
    );
    const holder = await signUp(t.app, 'porteur');
    const [ticket] = (await buy(eventId, holder, { ticketTypeId: typeIds[0], quantity: 1 })).json().tickets;
    const key = (await t.app.inject({ method: 'GET', url: '/api/tickets/verification-key' })).json();
    expect(key).toEqual({ kty: 'OKP', crv: 'Ed25519', x: expect.any(String) });
    const { subtle } = globalThis.crypto;
    const publicKey = await subtle.importKey('jwk', key, { name: 'Ed25519' }, false, ['verify']);
    const [prefix, body, signature] = ticket.code.split('.');
    const genuine = await subtle.verify(
      'Ed25519',
      publicKey,
      Buffer.from(signature, 'base64url'),
      Buffer.from(`${prefix}.${body}`),
    );
    expect(genuine).toBe(true);
    const forged = `${prefix}.${Buffer.from(JSON.stringify([ticket.id, eventId, typeIds[0], 1, 'x'])).toString('base64url')}.${signature}`;

    const validate = (session: TestSession, code?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tickets/${ticket.id}/validate`,
        headers: session.headers,
        payload: code ? { code } : undefined,
      });
    expect((await validate(holder)).statusCode).toBe(403);
    expect((await validate(organizer, forged)).statusCode).toBe(409);
    const first = await validate(organizer, ticket.code);
    expect(first.statusCode).toBe(200);
    expect(first.json().ticket).toMatchObject({ status: 'used', usedAt: expect.any(String), code: null });
    const second = await validate(organizer, ticket.code);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('Ticket déjà utilisé');
    expect(second.json().message).toContain(first.json().ticket.usedAt);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/tickets`,
      headers: organizer.headers,
    });
    expect(list.json()).toEqual([expect.objectContaining({ id: ticket.id, status: 'used' })]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/tickets`, headers: holder.headers }))
        .statusCode,
    ).toBe(403);
    expect(new TicketSigner(t.config.jwtSecret).verify(ticket.code)).toMatchObject({ ticketId: ticket.id, eventId });
  });

  it('100 buyers in parallel for 50 seats, across two API servers: exactly 50 tickets, 50 clear refusals, no wallet below zero', async () => {
    const { eventId, typeIds } = await createEvent(t.db, await userIdOf(organizer), [
      { name: 'Regular', priceMinor: 1000, quantity: 50 },
    ]);
    const buyers: TestSession[] = [];
    for (let i = 0; i < 100; i += 1) {
      const buyer = await createUser(t, `foule${i}`);
      await credit(await userIdOf(buyer), 1500);
      buyers.push(buyer);
    }
    const secondDb = openDatabase(t.config.database);
    const second = buildServer(t.config, { db: secondDb, logger: false });
    await second.ready();
    try {
      const started = performance.now();
      const answers = await Promise.all(
        buyers.map((buyer, i) =>
          (i % 2 === 0 ? t.app : second).inject({
            method: 'POST',
            url: `/api/events/${eventId}/buy-ticket`,
            headers: buyer.headers,
            payload: { ticketTypeId: typeIds[0], quantity: 1 },
          }),
        ),
      );
      const elapsed = performance.now() - started;
      const sold = answers.filter((answer) => answer.statusCode === 201);
      const refused = answers.filter((answer) => answer.statusCode === 409);
      expect(sold).toHaveLength(50);
      expect(refused).toHaveLength(50);
      expect(new Set(refused.map((answer) => answer.json().message))).toEqual(
        new Set(['Plus assez de billets disponibles pour cette quantité.']),
      );
      const issued = await t.db.selectFrom('tickets').select('id').where('event_id', '=', eventId).execute();
      expect(issued).toHaveLength(50);
      const negative = await t.db.selectFrom('wallets').select('user_id').where('balance_minor', '<', 0).execute();
      expect(negative).toEqual([]);
      const database = process.env.KORA_TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
      console.info(
        `ticket rush on ${database}, two servers: 100 buyers, 50 seats → ${sold.length} tickets, ${refused.length} refusals in ${Math.round(elapsed)} ms`,
      );
    } finally {
      await second.close();
      await secondDb.destroy();
    }
  });

  it('100 purchases in parallel of a 10,00 € ticket from FCFA wallets, across two API servers: each wallet pays what it holds, none below zero', async () => {
    const { eventId, typeIds } = await createEvent(t.db, await userIdOf(organizer), [
      { name: 'Regular', priceMinor: 1000, currency: 'EUR', quantity: 200 },
    ]);
    // Ten listeners, each with three tickets' worth (3 × 6 560 FCFA) and 100 francs, each asking ten times.
    const listeners: TestSession[] = [];
    for (let i = 0; i < 10; i += 1) {
      const listener = await createUser(t, `foule.fcfa${i}`);
      await credit(await userIdOf(listener), 3 * 6560 + 100, 'XOF');
      listeners.push(listener);
    }
    const secondDb = openDatabase(t.config.database);
    const second = buildServer(t.config, { db: secondDb, logger: false });
    await second.ready();
    try {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          (i % 2 === 0 ? t.app : second).inject({
            method: 'POST',
            url: `/api/events/${eventId}/buy-ticket`,
            headers: listeners[i % 10].headers,
            payload: { ticketTypeId: typeIds[0], quantity: 1 },
          }),
        ),
      );
      const sold = answers.filter((answer) => answer.statusCode === 201);
      const refused = answers.filter((answer) => answer.statusCode === 402);
      expect(sold).toHaveLength(30);
      expect(refused).toHaveLength(70);
      expect(new Set(sold.map((answer) => JSON.stringify(answer.json().debited)))).toEqual(
        new Set([JSON.stringify({ price: 6560, priceMinor: 6560, currency: 'XOF' })]),
      );
      for (const listener of listeners) {
        expect(await balance(listener)).toEqual({ price: 100, priceMinor: 100, currency: 'XOF' });
      }
      const issued = await t.db.selectFrom('tickets').select('id').where('event_id', '=', eventId).execute();
      expect(issued).toHaveLength(30);
      const negative = await t.db.selectFrom('wallets').select('user_id').where('balance_minor', '<', 0).execute();
      expect(negative).toEqual([]);
      const database = process.env.KORA_TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
      console.info(
        `converted ticket rush on ${database}, two servers: 100 purchases of a 10,00 € ticket from 10 FCFA wallets holding 19 780 FCFA → ${sold.length} sold (6 560 FCFA each), ${refused.length} refused, every wallet left at 100 FCFA`,
      );
    } finally {
      await second.close();
      await secondDb.destroy();
    }
  });
});
