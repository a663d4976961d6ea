import { startApiProcesses, type ApiProcesses } from '../../test/api-processes';
import { insertUser } from '../../test/test-app';
import { CatalogueRows } from '../search/testing';
import { aListen } from './testing';

/**
 * Two API processes on one database (PostgreSQL in CI): a device that sends its offline listens to both
 * at the same moment (a retry racing the first try through a load balancer) has each counted once.
 */
describe('offline listens sent to two API processes at once', () => {
  let api: ApiProcesses;
  beforeAll(async () => {
    api = await startApiProcesses(2);
  }, 120_000);
  afterAll(async () => api?.stop());

  it('counts each listen once, and tells each process’s caller which ones it counted', async () => {
    const rows = new CatalogueRows(api.db);
    const artist = await rows.artist('Awa Diop');
    const { id: releaseId, trackIds } = await rows.release(artist, 'Saisons', {
      tracks: ['Hivernage', 'Harmattan', 'Saison sèche'],
    });
    const id = await insertUser(api.db, 'awa.deux.processus');
    const authorization = `Bearer ${await api.tokenFor({ id, username: 'awa.deux.processus' })}`;
    const batch = Array.from({ length: 60 }, (_, n) => aListen(trackIds[n % 3], 60 + n));
    const send = (index: number) =>
      fetch(`${api.processes[index % 2].url}/api/offline/listens`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ listens: batch }),
      });

    const answers = await Promise.all([send(0), send(1), send(2), send(3)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const results = await Promise.all(
      answers.map((answer) => answer.json() as Promise<{ recorded: number; alreadyRecorded: number; refused: number }>),
    );
    expect(results.reduce((sum, result) => sum + result.recorded, 0)).toBe(60);
    expect(results.reduce((sum, result) => sum + result.alreadyRecorded, 0)).toBe(180);
    expect(results.every((result) => result.refused === 0)).toBe(true);

    const listens = await api.db.selectFrom('listens').select('client_id').where('user_id', '=', id).execute();
    expect(new Set(listens.map((listen) => listen.client_id)).size).toBe(60);
    expect(listens).toHaveLength(60);
    const release = await api.db
      .selectFrom('releases')
      .select('plays_count')
      .where('id', '=', releaseId)
      .executeTakeFirstOrThrow();
    expect(release.plays_count).toBe(60);
  });
});
