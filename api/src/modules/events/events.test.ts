import { EventSummarySchema, KoraEventSchema, type EventSummary, type KoraEvent } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';

type EventBody = EventSummary;

describe('event endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  const list = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/events${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<EventBody[]>();
  };

  /** Each event of a list as its own page reads it, with its description and ticket types. */
  const detailsOf = (events: EventBody[]) =>
    Promise.all(
      events.map(async (event) =>
        (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).json<KoraEvent>(),
      ),
    );

  it('answers exactly the shape of the shared contract: a list of summaries, an event with its description and tickets', async () => {
    const events = await list();
    expect(events.filter((event) => !Value.Check(EventSummarySchema, event))).toEqual([]);
    expect(events.filter((event) => 'description' in event || 'ticketTypes' in event)).toEqual([]);
    const one = await t.app.inject({ method: 'GET', url: `/api/events/${events[0].id}` });
    expect(Value.Check(KoraEventSchema, one.json())).toBe(true);
    expect(one.json().description).toEqual(expect.any(String));
    expect(one.json().ticketTypes.length).toBeGreaterThan(0);
  });

  it('lists only published events: upcoming soonest first, then past ones', async () => {
    const events = await list();
    expect(events.length).toBeGreaterThanOrEqual(10);
    expect(events.every((event) => event.status === 'published')).toBe(true);
    const now = new Date().toISOString();
    const upcoming = events.filter((event) => event.datetime >= now);
    const past = events.filter((event) => event.datetime < now);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(events.slice(0, upcoming.length)).toEqual(upcoming);
    expect(upcoming.map((event) => event.datetime)).toEqual(upcoming.map((event) => event.datetime).sort());
  });

  it('carries ticket types with prices, a sold-out event and free events; a list gives each its cheapest ticket', async () => {
    const events = await list();
    const details = await detailsOf(events);
    const soldOut = details.filter((event) => event.soldOut);
    expect(soldOut).toHaveLength(2);
    expect(soldOut[0].ticketTypes.every((type) => type.soldCount >= type.quantity)).toBe(true);
    expect(events.some((event) => event.isFree)).toBe(true);
    const prices = details.flatMap((event) => event.ticketTypes.map((type) => `${type.price} ${type.name}`));
    expect(prices).toEqual(expect.arrayContaining(['49 Regular', '99 VIP Light', '169 VIP']));
    const cheapest = details.map((event) =>
      event.ticketTypes.length === 0 ? null : Math.min(...event.ticketTypes.map((type) => type.priceMinor)),
    );
    expect(events.map((event) => event.cheapestTicket?.priceMinor ?? null)).toEqual(cheapest);
  });

  it('filters by status upcoming, past and free', async () => {
    const now = new Date().toISOString();
    expect((await list('?status=upcoming')).every((event) => event.datetime >= now)).toBe(true);
    const past = await list('?status=past');
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((event) => event.datetime < now)).toBe(true);
    const free = await list('?status=free');
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((event) => event.isFree)).toBe(true);
  });

  it('filters by type, search text, date and limit', async () => {
    const festivals = await list('?type=festival');
    expect(festivals.length).toBeGreaterThan(0);
    expect(festivals.every((event) => event.type === 'festival')).toBe(true);

    const inMarseille = await list('?search=marseille');
    expect(inMarseille.length).toBeGreaterThan(0);
    expect(inMarseille.every((event) => event.location.city === 'Marseille')).toBe(true);

    const [first] = await list('?limit=1');
    const sameDay = await list(`?date=${first.datetime.slice(0, 10)}`);
    expect(sameDay.map((event) => event.id)).toContain(first.id);
    expect(sameDay.every((event) => event.datetime.startsWith(first.datetime.slice(0, 10)))).toBe(true);

    expect(await list('?limit=3')).toHaveLength(3);
  });

  it('rejects bad filters with 400 and violations', async () => {
    for (const query of ['?date=demain', '?limit=-1', '?type=rave']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/events${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().violations.length).toBeGreaterThan(0);
    }
  });

  it('GET /api/events/{id} gives one published event with ticketTypes; drafts are 404', async () => {
    const [first] = await list('?limit=1');
    const response = await t.app.inject({ method: 'GET', url: `/api/events/${first.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: first.id,
      ticketTypes: expect.any(Array),
      location: { name: expect.any(String) },
    });

    const draft = await t.db.selectFrom('events').select('id').where('status', '=', 'draft').executeTakeFirstOrThrow();
    const hidden = await t.app.inject({ method: 'GET', url: `/api/events/${draft.id}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Événement non trouvé');
  });

  it('pages with offset: the pages join up into the whole list, without repeats', async () => {
    const all = await list('?limit=100');
    const pages = [await list('?limit=4&offset=0'), await list('?limit=4&offset=4'), await list('?limit=4&offset=8')];
    expect(pages.flat().map((event) => event.id)).toEqual(all.slice(0, 12).map((event) => event.id));
    expect(await list(`?offset=${all.length}`)).toEqual([]);
  });

  it('sorts by title A–Z and by the cheapest ticket type', async () => {
    const byTitle = (await list('?sort=title&limit=100')).map((event) => event.title.toLowerCase());
    expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const cheapest = (event: EventBody) => event.cheapestTicket?.priceMinor ?? 0;
    const byPrice = (await list('?sort=price&limit=100')).map(cheapest);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    expect(byPrice.length).toBeGreaterThan(5);
  });

  it('finds events by a date written as people write it', async () => {
    const [first] = await list('?status=upcoming&limit=1');
    const [year, month, day] = first.datetime.slice(0, 10).split('-');
    for (const text of [`${day}/${month}/${year}`, `${year}-${month}`, `${month}/${year}`]) {
      const found = await list(`?search=${encodeURIComponent(text)}`);
      expect(found.map((event) => event.id)).toContain(first.id);
      expect(found.every((event) => event.datetime.startsWith(`${year}-${month}`))).toBe(true);
    }
  });

  it('GET /api/events/search answers the same search', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events/search?search=marseille' });
    expect(response.statusCode).toBe(200);
    expect(response.json<EventBody[]>().map((event) => event.id)).toEqual(
      (await list('?search=marseille')).map((event) => event.id),
    );
  });

  it('shows a draft to its organizer only', async () => {
    const draft = await t.db
      .selectFrom('events')
      .select(['id', 'organizer_id'])
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow();
    const owner = await t.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', draft.organizer_id)
      .executeTakeFirstOrThrow();
    const ownerToken = await t.app.tokens.sign({
      id: draft.organizer_id,
      username: owner.username,
      roles: ['ROLE_ARTIST'],
    });
    const stranger = await createUser(t, 'curieux');
    const read = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/events/${draft.id}`, headers: { authorization: `Bearer ${token}` } });
    const mine = await read(ownerToken);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: draft.id, status: 'draft' });
    expect((await read(stranger.token)).statusCode).toBe(404);
  });
});
