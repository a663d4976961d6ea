import { randomUUID } from 'node:crypto';
import type { OfflineListen, OfflinePackageKind, PlanName } from '@kora/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { putBytes } from '../../media/storage/stored-files';
import { createUser, type TestApp, type TestSession } from '../../test/test-app';
import { signUpArtist, type ArtistSession } from '../creator/testing';
import { createSaleCatalogue, payOnCheckoutPage, type SaleCatalogue } from '../purchases/testing';
import { grantPlan } from '../subscriptions/testing';

/** Tests: the offline calls as one caller (null: a visitor) sends them. */
export class OfflineCaller {
  constructor(
    private readonly t: Pick<TestApp, 'app'>,
    readonly session: TestSession | null,
    readonly username: string | null = null,
  ) {}

  private send(method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> {
    return this.t.app.inject({ method, url, headers: this.session?.headers, ...(payload && { payload }) });
  }

  rights = () => this.send('GET', '/api/offline/rights');
  package = (kind: OfflinePackageKind, id: number) => this.send('GET', `/api/offline/packages/${kind}/${id}`);
  listens = (listens: OfflineListen[]) => this.send('POST', '/api/offline/listens', { listens });
  get = (url: string) => this.send('GET', url);
  post = (url: string, payload?: object) => this.send('POST', url, payload);

  /** Buys a whole album through the local test checkout. */
  async buyAlbum(albumId: number): Promise<void> {
    const started = await this.post('/api/create-album-stripe-session', { albumId, amount: 7.99 });
    if (started.statusCode !== 200) throw new Error(`album checkout failed: ${started.body}`);
    const paid = await payOnCheckoutPage(this.t.app, started.json<{ checkoutUrl: string }>().checkoutUrl);
    if (paid.statusCode !== 303) throw new Error(`album payment failed: ${paid.statusCode}`);
  }
}

let listeners = 0;

/** Tests: a new account on `plan`, as a caller of the offline endpoints. */
export async function offlineListener(t: TestApp, plan: PlanName = 'free'): Promise<OfflineCaller> {
  listeners += 1;
  const username = `auditeur.hors.ligne${listeners}`;
  const session = await createUser(t, username);
  if (plan !== 'free') await grantPlan(t.db, session.userId, plan);
  return new OfflineCaller(t, session, username);
}

/** Tests: a listen made offline `minutesAgo` minutes ago (negative: ahead of now), under a fresh id. */
export const aListen = (trackId: number, minutesAgo = 60, id: string = randomUUID()): OfflineListen => ({
  id,
  trackId,
  playedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});

export interface OfflineCatalogue extends SaleCatalogue {
  /** The artist account the sale catalogue's releases belong to (their dashboard). */
  artist: ArtistSession;
}

/** Tests: the sale catalogue (listening copies stored), its releases filed under an artist account. */
export async function createOfflineCatalogue(t: TestApp): Promise<OfflineCatalogue> {
  const sale = await createSaleCatalogue(t);
  const artist = await signUpArtist(t, 'awa.diop', 'Awa Diop');
  await t.db
    .updateTable('releases')
    .set({ artist_id: artist.artistId })
    .where('id', 'in', [sale.singleReleaseId, sale.albumId, sale.podcastReleaseId])
    .execute();
  return { ...sale, artist };
}

/** Tests: a published podcast episode with its public audio file of `size` bytes in the public storage. */
export async function episodeWithAudio(t: TestApp, title: string, size: number): Promise<number> {
  const stored = `audio/episodes/${randomUUID()}.mp3`;
  await putBytes(t.app.storage.public, stored, Buffer.alloc(size, 1));
  return episodeRow(t, title, stored);
}

/** Tests: an episode written straight to the database, with its podcast. */
export async function episodeRow(
  t: TestApp,
  title: string,
  audioFile: string | null,
  status: 'published' | 'draft' | 'live' = 'published',
): Promise<number> {
  const now = new Date().toISOString();
  const creator = await createUser(t, `podcasteur.${randomUUID().slice(0, 8)}`);
  const podcast = await t.db
    .insertInto('podcasts')
    .values({ creator_id: creator.userId, title: 'Les Ondes', status: 'published', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const episode = await t.db
    .insertInto('episodes')
    .values({
      podcast_id: podcast.id,
      title,
      audio_file: audioFile,
      duration_seconds: 600,
      status,
      host_name: 'Awa Ndiaye',
      created_at: now,
      published_at: status === 'draft' ? null : now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return episode.id;
}
