import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { grantPlan } from '../subscriptions/testing';
import { buyTrack, createSaleCatalogue, type SaleCatalogue } from './testing';

const ALREADY_DOWNLOADED =
  "Vous avez déjà téléchargé ce morceau. Pour le re-télécharger, vous devez l'acheter à nouveau.";

describe('downloading bought tracks: one download per purchase', () => {
  let t: TestApp;
  let sale: SaleCatalogue;

  beforeAll(async () => {
    t = await createTestApp();
    sale = await createSaleCatalogue(t);
  });
  afterAll(async () => t.close());

  const get = (url: string, session?: TestSession) => t.app.inject({ method: 'GET', url, headers: session?.headers });
  const post = (url: string, session: TestSession, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: session.headers, payload });
  const download = (trackId: number, session?: TestSession) => get(`/api/track/${trackId}/download`, session);
  const canDownload = async (trackId: number, session: TestSession) =>
    (await get(`/api/user/track/${trackId}/can-download`, session)).json();

  it('needs a signed-in user', async () => {
    expect((await download(sale.singleTrackId)).statusCode).toBe(401);
    expect((await get(`/api/user/track/${sale.singleTrackId}/can-download`)).statusCode).toBe(401);
    expect((await get('/api/user/tracks-purchased')).statusCode).toBe(401);
  });

  it('refuses a track that was not bought', async () => {
    const visitor = await signUp(t.app, 'curieuse');
    const response = await download(sale.singleTrackId, visitor);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Vous devez acheter ce morceau pour le télécharger.');
    expect((await download(999999, visitor)).statusCode).toBe(404);
    expect((await get('/api/user/track/abc/can-download', visitor)).statusCode).toBe(400);
  });

  it('sends a bought track once, named after its title; the second download is refused with the spec message', async () => {
    const buyer = await signUp(t.app, 'unefois');
    await buyTrack(t.app, buyer, sale.singleTrackId);

    const first = await download(sale.singleTrackId, buyer);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/wav');
    expect(first.headers['content-disposition']).toContain('attachment; filename="_t____dakar.wav"');
    expect(first.rawPayload.equals(sale.singleAudio)).toBe(true);

    expect(await canDownload(sale.singleTrackId, buyer)).toMatchObject({
      canDownload: false,
      reason: 'already_downloaded',
      purchased: true,
      remainingDownloads: 0,
    });
    const second = await download(sale.singleTrackId, buyer);
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe(ALREADY_DOWNLOADED);

    const downloaded = (await get('/api/user/tracks-downloaded', buyer)).json();
    expect(downloaded).toEqual([
      expect.objectContaining({ trackId: sale.singleTrackId, title: 'Été à Dakar', downloads: 1 }),
    ]);
  });

  it("answers every track's download right of a release in one call, in track order", async () => {
    const url = `/api/user/releases/${sale.albumId}/track-access`;
    expect((await get(url)).statusCode).toBe(401);
    const buyer = await signUp(t.app, 'albumrows');
    expect((await get(`/api/user/releases/999999/track-access`, buyer)).statusCode).toBe(404);
    expect((await get(`/api/user/releases/${sale.podcastReleaseId}/track-access`, buyer)).statusCode).toBe(404);

    const before = (await get(url, buyer)).json();
    expect(before.map((row: { trackId: number }) => row.trackId)).toEqual(sale.albumTrackIds);
    expect(before.every((row: { reason: string }) => row.reason === 'not_purchased')).toBe(true);

    await buyTrack(t.app, buyer, sale.albumTrackIds[1]);
    const after = (await get(url, buyer)).json();
    expect(after).toEqual(await Promise.all(sale.albumTrackIds.map((trackId) => canDownload(trackId, buyer))));
    expect(after[1]).toMatchObject({ canDownload: true, purchased: true, remainingDownloads: 1 });
  });

  it('buying again gives exactly one more download', async () => {
    const buyer = await signUp(t.app, 'rachat');
    await buyTrack(t.app, buyer, sale.singleTrackId);
    expect((await download(sale.singleTrackId, buyer)).statusCode).toBe(200);
    await buyTrack(t.app, buyer, sale.singleTrackId);
    expect(await canDownload(sale.singleTrackId, buyer)).toMatchObject({ canDownload: true, remainingDownloads: 1 });
    expect((await download(sale.singleTrackId, buyer)).statusCode).toBe(200);
    expect((await download(sale.singleTrackId, buyer)).json().message).toBe(ALREADY_DOWNLOADED);
    expect((await get('/api/user/tracks-purchased', buyer)).json()).toEqual([
      expect.objectContaining({ trackId: sale.singleTrackId, purchases: 2, downloads: 2, remainingDownloads: 0 }),
    ]);
  });

  it('an album purchase gives one download of each of its tracks, with its own media type', async () => {
    const fan = await signUp(t.app, 'fan');
    const started = await post('/api/create-album-stripe-session', fan, { albumId: sale.albumId, amount: 7.99 });
    const { payOnCheckoutPage } = await import('./testing');
    await payOnCheckoutPage(t.app, started.json().checkoutUrl);
    const [first] = sale.albumTrackIds;
    const mp3 = await download(first, fan);
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    expect(mp3.headers['content-disposition']).toContain('filename="hivernage.mp3"');
    expect((await download(sale.pricedTrackId, fan)).headers['content-type']).toBe('audio/flac');
    expect((await download(first, fan)).statusCode).toBe(403);
    expect(await canDownload(sale.albumTrackIds[1], fan)).toMatchObject({ canDownload: true });
  });

  it('a premium user downloads any track without buying and without limit', async () => {
    const premium = await signUp(t.app, 'premium');
    await grantPlan(t.db, premium.userId, 'premium');
    expect(await canDownload(sale.singleTrackId, premium)).toEqual({
      trackId: sale.singleTrackId,
      canDownload: true,
      reason: 'can_download',
      purchased: false,
      unlimited: true,
      remainingDownloads: null,
    });
    for (let n = 0; n < 3; n += 1) {
      const response = await download(sale.singleTrackId, premium);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(sale.singleAudio)).toBe(true);
    }
    expect((await get('/api/user/tracks-downloaded', premium)).json()[0]).toMatchObject({ downloads: 3 });
    expect((await get('/api/user/tracks-purchased', premium)).json()).toEqual([]);
  });

  it('says when a track has no file, or when its file is missing', async () => {
    const premium = await signUp(t.app, 'premium2');
    await grantPlan(t.db, premium.userId, 'premium');
    const silent = await download(sale.silentTrackId, premium);
    expect(silent.statusCode).toBe(404);
    expect(silent.json().message).toBe('Aucun fichier à télécharger pour ce morceau.');
    const lost = await download(sale.lostTrackId, premium);
    expect(lost.statusCode).toBe(404);
    expect(lost.json().message).toBe('Fichier non disponible sur le site');
    expect((await get('/api/user/tracks-downloaded', premium)).json()).toEqual([]);
  });

  it('marking a track downloaded on the device, syncing and a forced reset use up and grant nothing', async () => {
    const buyer = await signUp(t.app, 'synchro');
    const notBought = await post(`/api/user/track/${sale.singleTrackId}/force-reset-download`, buyer, {
      trackId: sale.singleTrackId,
    });
    expect(notBought.json()).toEqual({
      success: false,
      trackId: sale.singleTrackId,
      reset: false,
      canDownload: false,
      reason: 'not_purchased',
    });
    expect(await canDownload(sale.singleTrackId, buyer)).toMatchObject({ canDownload: false });

    await buyTrack(t.app, buyer, sale.singleTrackId);
    const marked = await post('/api/user/track-downloaded', buyer, { trackId: sale.singleTrackId });
    expect(marked.json()).toEqual({
      success: true,
      trackId: sale.singleTrackId,
      downloaded: false,
      canDownload: true,
      reason: 'can_download',
    });
    const sync = await post(`/api/user/track/${sale.singleTrackId}/sync-download-status`, buyer, {
      trackId: sale.singleTrackId,
    });
    expect(sync.json()).toEqual({
      success: true,
      trackId: sale.singleTrackId,
      purchasedTracks: [sale.singleTrackId],
      downloadedTracks: [],
      canDownload: true,
      reason: 'can_download',
    });
    expect((await download(sale.singleTrackId, buyer)).statusCode).toBe(200);

    const afterDownload = await post(`/api/user/track/${sale.singleTrackId}/force-reset-download`, buyer);
    expect(afterDownload.json()).toMatchObject({ success: false, reset: false, reason: 'already_downloaded' });
    expect((await download(sale.singleTrackId, buyer)).statusCode).toBe(403);
    const synced = (await post(`/api/user/track/${sale.singleTrackId}/sync-download-status`, buyer)).json();
    expect(synced).toMatchObject({ downloadedTracks: [sale.singleTrackId], canDownload: false });
    expect((await post('/api/user/track-downloaded', buyer, { trackId: 'x' })).statusCode).toBe(422);
  });
});
