import { request as httpRequest } from 'node:http';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { imageVariantPath } from '@kora/shared/contracts';
import { nameKey } from '../../modules/catalogue/name-key';
import { coverPng, wavOf } from '../../modules/creator/testing';
import { grantPlan } from '../../modules/subscriptions/testing';
import { startApiProcesses, type ApiProcesses } from '../../test/api-processes';
import { formOf } from '../../test/multipart';
import { insertUser } from '../../test/test-app';
import { s3Environment, startS3TestServer, type S3TestServer } from './testing/s3-test-server';
import type { S3Settings } from './storage-settings';

/**
 * Two API machines behind a load balancer: each its own disk, one database, one bucket. Whatever one
 * receives, the other shows, streams, sells and deletes; nothing half-sent is ever seen.
 */
describe('media shared by two API processes with their own disks and one bucket', () => {
  let s3: S3TestServer;
  let bucket: S3Settings;
  let api: ApiProcesses;
  let client: S3Client;
  let artistHeaders: Record<string, string>;
  let buyerHeaders: Record<string, string>;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    bucket = await s3.newBucket();
    api = await startApiProcesses(2, s3Environment(bucket), { ownDisks: true });
    client = new S3Client({
      endpoint: bucket.endpoint!,
      region: bucket.region,
      credentials: { accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey },
      forcePathStyle: true,
    });
    const artistId = await insertUser(api.db, 'lina.duval');
    await api.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['ROLE_USER', 'ROLE_ARTIST']) })
      .where('id', '=', artistId)
      .execute();
    const now = new Date().toISOString();
    await api.db
      .insertInto('artists')
      .values({
        user_id: artistId,
        name: 'Lina Duval',
        name_key: nameKey('Lina Duval'),
        slug: 'lina-duval',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await grantPlan(api.db, artistId, 'premium');
    artistHeaders = { authorization: `Bearer ${await api.tokenFor({ id: artistId, username: 'lina.duval' })}` };
    const buyerId = await insertUser(api.db, 'awa.sow');
    buyerHeaders = { authorization: `Bearer ${await api.tokenFor({ id: buyerId, username: 'awa.sow' })}` };
  }, 120_000);
  afterAll(async () => {
    client?.destroy();
    await api?.stop();
    await s3?.stop();
  });

  const [first, second] = [0, 1].map((index) => (route: string) => `${api.processes[index].url}${route}`);

  const keysInBucket = async (prefix: string) => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key!);
  };

  async function upload(kind: 'image' | 'audio', fileName: string, type: string, content: Buffer) {
    const form = formOf([{ name: 'file', fileName, type, content }], artistHeaders);
    const answer = await fetch(first(`/api/upload/${kind}`), {
      method: 'POST',
      headers: form.headers as Record<string, string>,
      body: new Uint8Array(form.payload),
    });
    expect(answer.status).toBe(201);
    return (await answer.json()) as { url: string; path: string };
  }

  async function single(title: string, seed: number) {
    const cover = await upload('image', `${title}.png`, 'image/png', coverPng);
    const audio = await upload('audio', `${title}.wav`, 'audio/wav', wavOf(2, seed));
    const created = await fetch(first('/api/release-creator/create-single'), {
      method: 'POST',
      headers: { ...artistHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ title, audioFileUrl: audio.url, coverImageUrl: cover.url }),
    });
    expect(created.status).toBe(201);
    const { release } = (await created.json()) as { release: { id: number; tracks: { id: number }[] } };
    return { releaseId: release.id, trackId: release.tracks[0].id, cover, audio };
  }

  it('shows, streams, sells and downloads through the second what was uploaded through the first', async () => {
    const { releaseId, trackId, cover, audio } = await single('Racines', 3);

    const shown = (await (await fetch(second(`/api/releases/${releaseId}`))).json()) as { cover: string };
    const coverPath = new URL(shown.cover).pathname;
    const picture = await fetch(second(coverPath));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(coverPng)).toBe(true);
    const smaller = await fetch(second(imageVariantPath(coverPath, 160, 'avif')));
    expect(smaller.status).toBe(200);
    expect(smaller.headers.get('content-type')).toBe('image/avif');

    const streamed = await fetch(second(new URL(audio.url).pathname), { headers: { range: 'bytes=100-1099' } });
    expect(streamed.status).toBe(206);
    expect(streamed.headers.get('content-range')).toMatch(/^bytes 100-1099\/\d+$/);
    expect((await streamed.arrayBuffer()).byteLength).toBe(1000);

    // The master lies in the private area only: no address serves it.
    const [master] = await api.db
      .selectFrom('audio_masters')
      .select('master_path')
      .where('stream_path', '=', audio.path)
      .execute();
    expect(await keysInBucket(`private/${master.master_path}`)).toEqual([`private/${master.master_path}`]);
    expect((await fetch(first(`/uploads/${master.master_path}`))).status).toBe(404);
    expect(await keysInBucket(`public/${cover.path}`)).toEqual([`public/${cover.path}`]);

    const checkout = await fetch(second('/api/create-stripe-session'), {
      method: 'POST',
      headers: { ...buyerHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ trackId }),
    });
    expect(checkout.status).toBe(200);
    const { checkoutUrl } = (await checkout.json()) as { checkoutUrl: string };
    const paid = await fetch(second(new URL(checkoutUrl).pathname), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'pay',
        cardholder: 'Awa Sow',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      }),
    });
    expect(paid.status).toBe(303);

    const sent = wavOf(2, 3);
    const head = await fetch(second(`/api/track/${trackId}/download`), {
      headers: { ...buyerHeaders, range: 'bytes=0-999' },
    });
    expect(head.status).toBe(206);
    const rest = await fetch(second(`/api/track/${trackId}/download`), {
      headers: { ...buyerHeaders, range: 'bytes=1000-' },
    });
    expect(rest.status).toBe(206);
    const downloaded = Buffer.concat([Buffer.from(await head.arrayBuffer()), Buffer.from(await rest.arrayBuffer())]);
    expect(downloaded.equals(sent)).toBe(true);
    const state = await fetch(second(`/api/user/track/${trackId}/can-download`), { headers: buyerHeaders });
    expect(await state.json()).toMatchObject({ purchased: true, remainingDownloads: 0 });

    // Sold: deleting it through the second takes it off sale, and its buyer's master stays.
    const removed = await fetch(second(`/api/release-creator/${releaseId}`), {
      method: 'DELETE',
      headers: artistHeaders,
    });
    expect(await removed.json()).toMatchObject({ outcome: 'unpublished' });
    expect(await keysInBucket(`private/${master.master_path}`)).toHaveLength(1);
  }, 120_000);

  it('deletes through the second the files of a release uploaded through the first', async () => {
    const { releaseId, cover, audio } = await single('Brouillon', 5);
    const removed = await fetch(second(`/api/release-creator/${releaseId}`), {
      method: 'DELETE',
      headers: artistHeaders,
    });
    expect(await removed.json()).toMatchObject({ outcome: 'deleted' });
    expect((await fetch(first(new URL(cover.url).pathname))).status).toBe(404);
    expect((await fetch(first(new URL(audio.url).pathname))).status).toBe(404);
    const coverName = cover.path.replace(/\.png$/, '');
    expect((await keysInBucket('public/')).filter((key) => key.includes(coverName))).toEqual([]);
    const masterName = audio.path.replace(/^audio\//, '').replace(/\.mp3$/, '');
    expect((await keysInBucket('private/')).filter((key) => key.includes(masterName))).toEqual([]);
  }, 120_000);

  /** Sends 16 MB of a 40 MB video to the first machine, then `stop` it, and answers once the request has ended. */
  function halfUpload(stop: (request: ReturnType<typeof httpRequest>) => Promise<void>): Promise<void> {
    const boundary = 'kora-cut-upload';
    return new Promise<void>((resolve) => {
      const request = httpRequest(first('/api/upload/video'), {
        method: 'POST',
        headers: {
          ...artistHeaders,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(40 * 1024 * 1024),
        },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      );
      const video = Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from('ftypisom'),
        Buffer.alloc(16 * 1024 * 1024),
      ]);
      request.write(video, () => setTimeout(() => void stop(request), 1000));
    });
  }

  it('shows nothing of an upload whose connection is cut half-way', async () => {
    const before = await keysInBucket('public/videos/');
    await halfUpload(async (request) => void request.destroy());
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await keysInBucket('public/videos/')).toEqual(before);
    // The machine that took the cut request goes on serving.
    expect((await fetch(first('/api/health'))).status).toBe(200);
  }, 60_000);

  it('shows nothing of an upload whose machine is killed half-way', async () => {
    const before = await keysInBucket('public/videos/');
    await halfUpload(() => api.processes[0].kill());
    expect(await keysInBucket('public/videos/')).toEqual(before);
    expect((await fetch(second('/api/health'))).status).toBe(200);
  }, 60_000);
});
