import { CREATOR_FORBIDDEN_MESSAGE } from '@kora/shared/contracts';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { signUpArtist, uploadAs, wavOf, type ArtistSession } from './testing';

describe('who may create releases', () => {
  let t: TestApp;
  let listener: TestSession;
  let podcaster: TestSession;
  let artist: ArtistSession;
  let audioUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    listener = await signUp(t.app, 'auditrice');
    podcaster = await signUp(t.app, 'animateur');
    await t.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['ROLE_USER', 'ROLE_PODCASTER']) })
      .where('id', '=', podcaster.userId)
      .execute();
    artist = await signUpArtist(t, 'lina', 'Lina Duval');
    audioUrl = (await uploadAs(t, listener, 'audio', 'son.wav', 'audio/wav', wavOf(2))).url;
  });
  afterAll(async () => t.close());

  const single = () => ({ title: 'Premier titre', audioFileUrl: audioUrl });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: TestSession, payload?: object) =>
    t.app.inject({ method, url, headers: session?.headers, payload });

  const artistCalls = (): Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> => [
    ['POST', '/api/release-creator/create-single', single()],
    ['POST', '/api/release-creator/create-album', { title: 'Album', tracks: [] }],
    ['POST', '/api/release-creator/create-video', { title: 'Clip' }],
    ['GET', '/api/release-creator/my-releases'],
    ['GET', '/api/release-creator/1'],
    ['PUT', '/api/release-creator/1', { title: 'Autre' }],
    ['DELETE', '/api/release-creator/1'],
    ['GET', '/api/artist/releases'],
    ['GET', '/api/artist/dashboard'],
  ];

  it('asks for a token (401) on every creator call', async () => {
    for (const [method, url, payload] of artistCalls()) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode).toBe(401);
    }
  });

  it("refuses a listener and a podcast creator with 403 and the spec's message, before reading the form", async () => {
    for (const session of [listener, podcaster]) {
      for (const [method, url, payload] of artistCalls()) {
        const response = await call(method, url, session, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: CREATOR_FORBIDDEN_MESSAGE, error: 'Forbidden' });
      }
    }
    const releases = await t.db.selectFrom('releases').select('id').execute();
    expect(releases).toHaveLength(0);
  });

  it('judges by the roles stored for the account, not those the token carries', async () => {
    // A token claiming ROLE_ARTIST for an account that is not one.
    const forged = await t.app.tokens.sign({
      id: listener.userId,
      username: 'auditrice',
      roles: ['ROLE_USER', 'ROLE_ARTIST'],
    });
    const claimed = await call('GET', '/api/artist/dashboard', {
      ...listener,
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(claimed.statusCode).toBe(403);
    // The artist signed in before becoming one: their token says ROLE_USER only, the account says artist.
    expect((await t.app.tokens.verify(artist.token))?.roles).toEqual(['ROLE_USER']);
    const audio = await uploadAs(t, artist, 'audio', 'titre.wav', 'audio/wav', wavOf(2));
    const created = await call('POST', '/api/release-creator/create-single', artist, {
      title: 'Premier titre',
      audioFileUrl: audio.url,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().release).toMatchObject({ title: 'Premier titre', artist: 'Lina Duval', status: 'published' });
  });

  it('documents every creator call in the OpenAPI document, under the creator tag, with its bearer token', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [method, url] of artistCalls()) {
      const documented = url.replace(/\/1$/, '/{id}');
      const operation = document.paths[documented]?.[method.toLowerCase()];
      expect({ url: documented, method, tags: operation?.tags, security: operation?.security }).toEqual({
        url: documented,
        method,
        tags: ['creator'],
        security: [{ bearerAuth: [] }],
      });
    }
  });

  it('refuses an account with the artist role but no artist profile', async () => {
    const roleOnly = await signUp(t.app, 'sansprofil');
    await t.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['ROLE_USER', 'ROLE_ARTIST']) })
      .where('id', '=', roleOnly.userId)
      .execute();
    const response = await call('GET', '/api/artist/releases', roleOnly);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CREATOR_FORBIDDEN_MESSAGE);
  });
});
