import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually } from '../../test/eventually';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { buyTrack, createSaleCatalogue, type SaleCatalogue } from './testing';

const FILE_SIZE = 24 * 1024 * 1024;

/** Starts a download and closes the connection after the first bytes: what the body had sent by then. */
function downloadAndBreak(url: string, session: TestSession): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: session.headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`status ${response.statusCode}`));
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received >= 64 * 1024) {
          request.destroy();
          resolve(received);
        }
      });
    });
    request.on('error', () => undefined);
  });
}

function downloadWhole(url: string, session: TestSession): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: session.headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      })
      .on('error', reject);
  });
}

describe('a download broken half-way does not use up the purchase', () => {
  let t: TestApp;
  let sale: SaleCatalogue;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    sale = await createSaleCatalogue(t, FILE_SIZE);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  const canDownload = async (session: TestSession) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/track/${sale.singleTrackId}/can-download`,
        headers: session.headers,
      })
    ).json();

  it('keeps the download after a client drops the connection mid-body, and counts the one that completes', async () => {
    const buyer = await signUp(t.app, 'coupure');
    await buyTrack(t.app, buyer, sale.singleTrackId);
    const url = `${base}/api/track/${sale.singleTrackId}/download`;

    const received = await downloadAndBreak(url, buyer);
    expect(received).toBeLessThan(FILE_SIZE);
    // Once the server has seen the connection close (until then: 409, a download under way), the purchase is whole.
    const whole = await eventually(
      () => downloadWhole(url, buyer),
      (answer) => answer.status !== 409,
    );
    expect(whole).toEqual({ status: 200, bytes: FILE_SIZE });

    const after = await eventually(
      () => canDownload(buyer),
      (state) => state.canDownload === false,
    );
    expect(after).toMatchObject({ canDownload: false, reason: 'already_downloaded', remainingDownloads: 0 });
    const downloads = await t.db.selectFrom('downloads').select('id').where('user_id', '=', buyer.userId).execute();
    expect(downloads).toHaveLength(1);
  });
});
