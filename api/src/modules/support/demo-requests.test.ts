import type { SupportRequestDetail, SupportRequestSummary } from '@kora/shared/contracts';
import { demoSession } from '../../test/security/demo-sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The demo seed: the support team's account and an inbox that is not empty, Sofia (Premium) first. */
describe('the demo support inbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  it('lets support.kora read the inbox: Sofia’s Premium request first, then Léa’s older free one', async () => {
    const support = await demoSession(t, 'support');
    const inbox = await t.app.inject({ method: 'GET', url: '/api/support/requests', headers: support.headers });
    expect(inbox.statusCode).toBe(200);
    expect(
      inbox.json<SupportRequestSummary[]>().map(({ requester, plan, promiseHours, status }) => ({
        name: requester.name,
        plan,
        promiseHours,
        status,
      })),
    ).toEqual([
      { name: 'Sofia Mendes', plan: 'premium', promiseHours: 24, status: 'open' },
      { name: 'Léa Martin', plan: 'free', promiseHours: 72, status: 'in_progress' },
    ]);
  });

  it('shows Léa her own request only, with the team’s reply', async () => {
    const lea = await demoSession(t, 'free');
    const mine = await t.app.inject({ method: 'GET', url: '/api/support/requests', headers: lea.headers });
    const [request] = mine.json<SupportRequestSummary[]>();
    expect(mine.json()).toHaveLength(1);
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/support/requests/${request.id}`,
      headers: lea.headers,
    });
    expect(thread.json<SupportRequestDetail>().replies).toEqual([
      expect.objectContaining({ author: { name: 'Support Kora', staff: true } }),
    ]);
  });
});
