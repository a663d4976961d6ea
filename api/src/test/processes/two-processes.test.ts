import { hashPassword } from '../../auth/password';
import { loadConfig } from '../../config';
import { CatalogueRows } from '../../modules/search/testing';
import { startApiProcesses, type ApiProcesses } from '../api-processes';
import { insertUser } from '../test-app';

/**
 * A deployment of several API processes on one database (PostgreSQL in CI) keeps its limits and its
 * promises: a client spreading its requests over the processes gets no more than from one, items added
 * to one playlist from both at once all land, and a payment confirmed on several at once is fulfilled once.
 */
describe('limits, locks and payments shared by two API processes', () => {
  let api: ApiProcesses;
  const defaults = loadConfig({ JWT_SECRET: 'unused-secret-that-is-long-enough-for-hs256' });
  beforeAll(async () => {
    api = await startApiProcesses(2);
  }, 120_000);
  afterAll(async () => api?.stop());

  const post = (index: number, route: string, body: object) =>
    fetch(`${api.processes[index % api.processes.length].url}/api${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('counts registrations from one address across processes', async () => {
    const allowed = defaults.registrationsPerMinute;
    const answers = await Promise.all(
      Array.from({ length: allowed * 2 }, (_, i) =>
        post(i, '/register', { username: `fan.${i}`, email: `fan.${i}@example.test`, password: 'Ecoute2025' }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201).length;
    expect(created).toBe(allowed);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(allowed);
  });

  it('checks no more wrong passwords than one process would, whatever process answers', async () => {
    const account = { username: 'awa.sow', email: 'awa.sow@example.test', password: 'Ecoute2025' };
    await insertUser(api.db, account.username, await hashPassword(account.password));

    const attempts = 100;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        post(i, '/login_check', { username: i % 3 === 0 ? account.email : account.username, password: `faux-${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 401).length;
    console.log(`sign-in: ${attempts} parallel wrong passwords over 2 processes, ${checked} checked`);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(defaults.loginFailuresPerMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(attempts - checked);
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('loses none of 200 items added to one playlist at once through both processes', async () => {
    const rows = new CatalogueRows(api.db);
    const artist = await rows.artist('Aya Diop');
    const { trackIds } = await rows.release(artist, 'Ambiance', { tracks: ['Ambiance', 'Coupé', 'Nouchi'] });
    const owner = { id: await insertUser(api.db, 'fatou.d') };
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${await api.tokenFor({ id: owner.id, username: 'fatou.d' })}`,
    };
    const created = await fetch(`${api.processes[0].url}/api/playlists`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Deux appareils' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${api.processes[i % 2].url}/api/playlists/${id}/items`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ items: [{ kind: 'track', id: trackIds[i % trackIds.length] }] }),
        }),
      ),
    );
    const ms = Date.now() - started;
    expect(answers.map((answer) => answer.status).filter((status) => status !== 201)).toEqual([]);
    const items = await api.db
      .selectFrom('playlist_items')
      .select('position')
      .where('playlist_id', '=', id)
      .orderBy('position')
      .execute();
    console.log(
      `playlist: 200 parallel adds over 2 processes in ${ms} ms → ${items.length} items, ${200 - items.length} lost`,
    );
    expect(items.map((item) => item.position)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    const read = await fetch(`${api.processes[1].url}/api/playlists/${id}`, { headers });
    expect(((await read.json()) as { itemCount: number }).itemCount).toBe(200);
  });

  it('fulfils a payment confirmed on both processes at once exactly once', async () => {
    const buyer = { id: await insertUser(api.db, 'moussa.k') };
    const authorization = `Bearer ${await api.tokenFor({ id: buyer.id, username: 'moussa.k' })}`;
    const web = defaults.webUrl;
    const opened = await fetch(`${api.processes[0].url}/api/subscription/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({
        plan: 'premium',
        successUrl: `${web}/subscription/success`,
        cancelUrl: `${web}/subscription/cancel`,
      }),
    });
    expect(opened.status).toBe(200);
    const { checkoutUrl } = ((await opened.json()) as { data: { checkoutUrl: string } }).data;
    const card = new URLSearchParams({
      action: 'pay',
      cardholder: 'Moussa Kanté',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });

    const confirmations = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch(`${api.processes[i % 2].url}${new URL(checkoutUrl).pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: card.toString(),
          redirect: 'manual',
        }),
      ),
    );
    expect(confirmations.map((answer) => answer.status).filter((status) => status >= 500)).toEqual([]);
    const invoices = await api.db
      .selectFrom('invoices')
      .select('amount_minor')
      .where('user_id', '=', buyer.id)
      .execute();
    expect(invoices).toEqual([{ amount_minor: 1999 }]);
    const current = await fetch(`${api.processes[1].url}/api/subscription/current`, { headers: { authorization } });
    expect(((await current.json()) as { data: { currentPlan: { name: string } } }).data.currentPlan.name).toBe(
      'premium',
    );
  });
});
