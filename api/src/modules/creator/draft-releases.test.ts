import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { coverPng, mp4Head, signUpArtist, uploadAs, wavOf, type ArtistSession } from './testing';

describe('draft releases stay out of the public catalogue', () => {
  let t: TestApp;
  let artist: ArtistSession;
  let visitor: TestSession;
  let single: { id: number; trackId: number };
  let album: { id: number; trackId: number };
  let video: { id: number; clipId: number; trackId: number };

  const create = async (kind: 'single' | 'album' | 'video', payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/release-creator/create-${kind}`,
      headers: artist.headers,
      payload: { status: 'draft', ...payload },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().release;
  };

  beforeAll(async () => {
    t = await createTestApp();
    artist = await signUpArtist(t, 'lina', 'Lina Duval');
    visitor = await signUp(t.app, 'visiteur');
    const audio = (await uploadAs(t, artist, 'audio', 'a.wav', 'audio/wav', wavOf(2))).url;
    const cover = (await uploadAs(t, artist, 'image', 'c.png', 'image/png', coverPng)).url;
    const clip = (await uploadAs(t, artist, 'video', 'v.mp4', 'video/mp4', mp4Head)).url;
    const s = await create('single', {
      title: 'Secret single',
      genre: 'pop',
      audioFileUrl: audio,
      coverImageUrl: cover,
    });
    single = { id: s.id, trackId: s.tracks[0].id };
    const a = await create('album', { title: 'Secret album', tracks: [{ title: 'Un', audioFileUrl: audio }] });
    album = { id: a.id, trackId: a.tracks[0].id };
    const v = await create('video', { title: 'Secret clip', videoFileUrl: clip, duration: 30 });
    video = { id: v.id, clipId: v.video.id, trackId: v.tracks[0].id };
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const ids = async (url: string) => (await get(url)).json().map((item: { id: number }) => item.id);

  it('keeps drafts out of every list, search and artist page', async () => {
    const drafts = [single.id, album.id, video.id];
    for (const url of [
      '/api/releases?limit=100',
      '/api/releases?search=secret',
      '/api/releases?genre=pop',
      '/api/releases?type=video',
      '/api/releases/top?limit=50',
      '/api/releases/new?limit=50',
      `/api/artists/${artist.slug}/releases`,
    ]) {
      const listed = await ids(url);
      for (const id of drafts) expect(listed).not.toContain(id);
    }
    const latest = await ids('/api/releases/latest-audio?limit=100');
    expect(latest).not.toContain(single.trackId);
    expect(latest).not.toContain(album.trackId);
    expect(await ids(`/api/artists/${artist.slug}/videos`)).toEqual([]);
    expect((await get(`/api/artists/${artist.slug}`)).json().releasesCount).toBe(0);
  });

  it('answers 404 for a draft, its comments, its listens and its clip', async () => {
    for (const id of [single.id, album.id, video.id]) {
      expect((await get(`/api/releases/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/releases/${id}/comments`)).statusCode).toBe(404);
      expect((await get(`/api/album/${id}/listens`)).statusCode).toBe(404);
    }
    const listen = await t.app.inject({ method: 'POST', url: `/api/track/${single.trackId}/listen` });
    expect(listen.statusCode).toBe(404);
  });

  it("does not sell a draft's tracks or album", async () => {
    for (const trackId of [single.trackId, album.trackId, video.trackId]) {
      const checkout = await t.app.inject({
        method: 'POST',
        url: '/api/create-stripe-session',
        headers: visitor.headers,
        payload: { trackId, amount: 1.99 },
      });
      expect(checkout.statusCode).toBe(404);
    }
    const albumCheckout = await t.app.inject({
      method: 'POST',
      url: '/api/create-album-stripe-session',
      headers: visitor.headers,
      payload: { albumId: album.id, amount: 1.99 },
    });
    expect(albumCheckout.statusCode).toBe(404);
  });

  it('shows a draft once published, clip included', async () => {
    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/release-creator/${video.id}`,
      headers: artist.headers,
      payload: { status: 'published' },
    });
    expect(published.statusCode).toBe(200);
    expect(await ids(`/api/artists/${artist.slug}/videos`)).toEqual([video.clipId]);
    expect((await get(`/api/releases/${video.id}`)).json().video).toMatchObject({
      id: video.clipId,
      releaseId: video.id,
    });
  });
});
