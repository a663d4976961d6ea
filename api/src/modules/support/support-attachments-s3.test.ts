import { existsSync } from 'node:fs';
import path from 'node:path';
import { renderArtwork } from '../../media/generate/artwork';
import { s3Environment, startS3TestServer, type S3TestServer } from '../../media/storage/testing/s3-test-server';
import { formOf } from '../../test/multipart';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';
import { SupportCaller } from './testing';

const MB = 1024 * 1024;
const png = renderArtwork({ seed: 7, width: 64, height: 40 });

describe('a support request’s attachment kept in an S3 bucket', () => {
  let s3: S3TestServer;
  let t: TestApp;
  let lea: SupportCaller;

  const attach = (id: number, fileName: string, content: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/support/requests/${id}/attachment`,
      remoteAddress: lea.address,
      ...formOf([{ name: 'file', fileName, type: 'image/png', content }], lea.session?.headers),
    });
  const download = (id: number) =>
    t.app.inject({ method: 'GET', url: `/api/support/requests/${id}/attachment`, headers: lea.session?.headers });

  async function storedKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const key of t.app.storage.private.list('support/')) keys.push(key);
    return keys.sort();
  }

  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp({ env: s3Environment(await s3.newBucket()) });
    lea = new SupportCaller(t, await createUser(t, 'piece.s3'));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('stores the file in the private area of the bucket and gives it back, with a range', async () => {
    const { id } = await lea.opened('Capture');
    expect((await attach(id, 'capture.png', png)).statusCode).toBe(201);

    const [row] = await t.db.selectFrom('support_attachments').selectAll().where('request_id', '=', id).execute();
    expect(await storedKeys()).toEqual([row.file]);
    expect(await t.app.storage.private.head(row.file)).toMatchObject({ size: png.length, contentType: 'image/png' });
    expect(await t.app.storage.public.head(row.file)).toBeNull();
    expect(existsSync(path.join(t.config.mastersDir, row.file))).toBe(false);

    const file = await download(id);
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'private, no-store' });
    expect(file.rawPayload).toEqual(png);
    const part = await t.app.inject({
      method: 'GET',
      url: `/api/support/requests/${id}/attachment`,
      headers: { ...lea.session?.headers, range: 'bytes=0-7' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(png.subarray(0, 8));
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${row.file}` })).statusCode).toBe(404);
  });

  it('leaves nothing in the bucket for a file refused by its content, its decoding or its size', async () => {
    const { id } = await lea.opened('Refus');
    const before = await storedKeys();
    expect((await attach(id, 'texte.png', Buffer.from('Bonjour, ceci est un simple texte.\n'))).statusCode).toBe(415);
    expect((await attach(id, 'casse.png', Buffer.concat([png.subarray(0, 40), Buffer.alloc(200)]))).statusCode).toBe(
      422,
    );
    expect(
      (await attach(id, 'grande.png', Buffer.concat([png, Buffer.alloc(5 * MB + 1 - png.length)]))).statusCode,
    ).toBe(413);
    expect(await storedKeys()).toEqual(before);
    expect((await download(id)).statusCode).toBe(404);
  });
});
