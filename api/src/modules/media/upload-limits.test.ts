import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderArtwork } from '../../media/generate/artwork';
import { formOf } from '../../test/multipart';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { createEvent } from '../events/testing';

const png = renderArtwork({ seed: 2, width: 16, height: 16 });
const MB = 1024 * 1024;

/**
 * Streams a multipart image upload of `total` bytes without announcing its length (chunked), as fast as
 * the server reads it: answers the status and how many bytes the server had taken when it answered.
 */
function streamUpload(base: string, session: TestSession, total: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const boundary = 'limitboundary';
    const request = http.request(`${base}/api/upload/image`, {
      method: 'POST',
      headers: { ...session.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    let sent = 0;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      response.resume();
      resolve({ status: response.statusCode ?? 0, sent });
      request.destroy();
    });
    request.on('error', (error) => (answered ? undefined : reject(error)));
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    request.write(png);
    const chunk = Buffer.alloc(64 * 1024);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered) request.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

describe('upload limits', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_QUOTA_BYTES: String(6 * MB), UPLOADS_PER_HOUR: '6' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  it('stops reading a 120 MB image body soon after its 5 MB limit and answers 413', async () => {
    const uploader = await signUp(t.app, 'flot');
    const started = Date.now();
    const { status, sent } = await streamUpload(base, uploader, 120 * MB);
    console.log(`chunked 120 MB image upload: ${status} after ${(sent / MB).toFixed(1)} MB sent`);
    expect(status).toBe(413);
    // The socket buffers hold a few megabytes more; nothing close to the whole body is read.
    expect(sent).toBeLessThan(20 * MB);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('refuses past the per-user quota with the space used, and past the hourly upload count', async () => {
    const user = await signUp(t.app, 'quota');
    const send = (content: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        ...formOf([{ name: 'file', fileName: 'a.png', type: 'image/png', content }], user.headers),
      });
    const big = await import('sharp').then(({ default: sharp }) =>
      sharp({
        create: {
          width: 1200,
          height: 1200,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png({ compressionLevel: 0 })
        .toBuffer(),
    );
    expect(big.length).toBeGreaterThan(4 * MB);
    expect((await send(big)).statusCode).toBe(201);
    const over = await send(big);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(
      'Espace de stockage insuffisant : vos fichiers occupent déjà 6 Mo sur les 6 Mo autorisés. Supprimez-en ou envoyez un fichier plus petit.'.replace(
        '6 Mo sur',
        `${Math.ceil(big.length / MB)} Mo sur`,
      ),
    );
    const answers = [];
    for (let n = 0; n < 6; n += 1) answers.push((await send(png)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('counts an event image against the same hourly rate and quota as other uploads', async () => {
    const organizer = await signUp(t.app, 'affiches');
    const { eventId } = await createEvent(t.db, organizer.userId, [{ name: 'Entrée', priceMinor: 0, quantity: 10 }], {
      isFree: true,
    });
    const poster = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/upload-image`,
        ...formOf([{ name: 'image', fileName: 'affiche.png', type: 'image/png', content: png }], organizer.headers),
      });
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        ...formOf([{ name: 'file', fileName: 'a.png', type: 'image/png', content: png }], organizer.headers),
      });
    const answers = [];
    for (let n = 0; n < 3; n += 1) answers.push((await poster()).statusCode, (await upload()).statusCode);
    expect(answers).toEqual([200, 201, 200, 201, 200, 201]);
    const refused = await poster();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Trop de fichiers envoyés en une heure : réessayez un peu plus tard.');
  });
});
