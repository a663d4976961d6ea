import { OrdersResponseSchema, type OrderSummary } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

describe('GET /api/profile/orders words nothing itself: each line carries what a screen words', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  it("gives a ticket's type and event, a purchase's title, an order's number and article count", async () => {
    const sofia = await signIn(t.app, 'sofia.mendes', 'Premium2025');
    const response = await t.app.inject({ method: 'GET', url: '/api/profile/orders', headers: sofia.headers });
    expect(response.statusCode).toBe(200);
    const lines = response.json<OrderSummary[]>();
    expect(Value.Check(OrdersResponseSchema, lines)).toBe(true);
    const tickets = lines.filter((line) => line.kind === 'ticket');
    expect(tickets.length).toBeGreaterThan(0);
    for (const line of tickets) {
      expect(line.description).toBe(`Billet ${line.ticketType} — ${line.eventTitle}`);
      // Paid from the wallet, which is no payment method of the contract's.
      expect(line).not.toHaveProperty('method');
    }
    for (const line of lines.filter((entry) => entry.kind === 'track' || entry.kind === 'album')) {
      expect(line.description).toBe(`${line.kind === 'track' ? 'Titre' : 'Album'} « ${line.title ?? '—'} »`);
    }
    for (const line of lines.filter((entry) => entry.kind === 'order')) {
      expect(line.description).toMatch(
        new RegExp(`^Commande n° ${line.orderNumber} \\(${line.itemCount} articles?\\)$`),
      );
    }
  });
});
