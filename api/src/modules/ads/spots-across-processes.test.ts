import { startApiProcesses, type ApiProcesses } from '../../test/api-processes';
import { insertUser } from '../../test/test-app';
import { insertCampaign, insertTracks } from './testing';

/**
 * Two API processes on one database (PostgreSQL in CI): a listener whose player asks both at once for
 * the spot due hears it once, and a daily cap holds whichever process answers.
 */
describe('spots served by two API processes', () => {
  let api: ApiProcesses;
  beforeAll(async () => {
    api = await startApiProcesses(2);
  }, 120_000);
  afterAll(async () => api?.stop());

  it('serves a due spot once when both processes are asked at once, and keeps the daily cap', async () => {
    const tracks = await insertTracks(api.db, 3);
    await insertCampaign(api.db, { daily_cap: 2 });
    const id = await insertUser(api.db, 'awa.deux.appareils');
    const authorization = `Bearer ${await api.tokenFor({ id, username: 'awa.deux.appareils' })}`;
    const call = (index: number, method: 'GET' | 'POST', path: string) =>
      fetch(`${api.processes[index % 2].url}/api${path}`, { method, headers: { authorization } });

    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const [i, track] of tracks.entries())
        expect((await call(i + round, 'POST', `/track/${track}/listen`)).status).toBe(201);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i, 'GET', '/ads/next')));
      statuses.push(answers.filter((answer) => answer.status === 200).length);
      expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 204)).toEqual([]);
    }
    // Two rounds within the cap of 2 a day: one spot each; the third round finds the cap reached.
    expect(statuses).toEqual([1, 1, 0]);
    const servings = await api.db.selectFrom('ad_servings').select('listener').execute();
    expect(servings).toEqual([{ listener: `user:${id}` }, { listener: `user:${id}` }]);
  });
});
