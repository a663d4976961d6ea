import { createTestApp, signIn, signUp, type TestApp, type TestSession } from '../../test/test-app';

interface CommentBody {
  id: number;
  text: string;
  content: string;
  author: string;
  user: { username: string } | null;
  createdAt: string;
  parentId: number | null;
  children: CommentBody[];
}

describe('comment threads', () => {
  let t: TestApp;
  let lea: TestSession;
  let releaseId: number;
  let articleId: number;
  let episodeId: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    lea = await signIn(t.app, 'lea.martin', 'Ecoute2025');
    releaseId = (await t.app.inject({ method: 'GET', url: '/api/releases?limit=1&type=album' })).json()[0].id;
    articleId = (await t.app.inject({ method: 'GET', url: '/api/articles?limit=1' })).json()[0].id;
    episodeId = (await t.app.inject({ method: 'GET', url: '/api/episodes?limit=1' })).json()[0].id;
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

  it('GET /api/releases/{id}/comments gives the seeded thread with replies nested, authors named', async () => {
    const seeded = (await get('/api/releases?limit=100')).json();
    let threads: CommentBody[] = [];
    for (const release of seeded) {
      threads = (await get(`/api/releases/${release.id}/comments`)).json();
      if (threads.some((comment) => comment.children.length > 0)) break;
    }
    const withReply = threads.find((comment) => comment.children.length > 0)!;
    expect(withReply).toMatchObject({ text: expect.any(String), author: expect.any(String), parentId: null });
    expect(withReply.children[0]).toMatchObject({ parentId: withReply.id, content: withReply.children[0].text });
  });

  it('a signed-in user comments a release and replies; the thread nests the reply under its comment', async () => {
    const created = await post(`/api/releases/${releaseId}/comments`, { text: '  Superbe album  ' }, lea.headers);
    expect(created.statusCode).toBe(201);
    const comment = created.json<CommentBody>();
    expect(comment).toMatchObject({
      text: 'Superbe album',
      author: 'lea.martin',
      user: { username: 'lea.martin' },
      parentId: null,
      children: [],
    });

    const reply = await post(
      `/api/releases/${releaseId}/comments`,
      { text: '@lea.martin tout à fait', parentId: comment.id },
      lea.headers,
    );
    expect(reply.statusCode).toBe(201);
    expect(reply.json().parentId).toBe(comment.id);

    const thread = (await get(`/api/releases/${releaseId}/comments`)).json<CommentBody[]>();
    const mine = thread.find((item) => item.id === comment.id)!;
    expect(mine.children.map((child) => child.text)).toEqual(['@lea.martin tout à fait']);
  });

  it('refuses a visitor (401), an empty text (422 with the spec message) and a parent from elsewhere (422)', async () => {
    const anonymous = await post(`/api/releases/${releaseId}/comments`, { text: 'Bonjour' });
    expect(anonymous.statusCode).toBe(401);
    for (const payload of [{ text: '   ' }, {}]) {
      const empty = await post(`/api/releases/${releaseId}/comments`, payload, lea.headers);
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual({
        message: 'Le commentaire ne peut pas être vide.',
        error: 'Unprocessable Entity',
        violations: [{ propertyPath: 'text', message: 'Le commentaire ne peut pas être vide.' }],
      });
    }
    const otherThread = (await get(`/api/articles/${articleId}/comments`)).json<CommentBody[]>();
    const foreign = await post(
      `/api/releases/${releaseId}/comments`,
      { text: 'x', parentId: otherThread[0].id },
      lea.headers,
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().violations[0].propertyPath).toBe('parentId');
    expect(
      (await post(`/api/releases/${releaseId}/comments`, { text: 'x'.repeat(2001) }, lea.headers)).statusCode,
    ).toBe(422);
    expect((await post('/api/releases/99999/comments', { text: 'x' }, lea.headers)).statusCode).toBe(404);
    expect((await get('/api/releases/99999/comments')).statusCode).toBe(404);
  });

  it('keeps markup as plain text', async () => {
    const text = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const created = await post(`/api/releases/${releaseId}/comments`, { text }, lea.headers);
    expect(created.json().text).toBe(text);
  });

  it('POST /api/comments comments an article for a signed-in user only', async () => {
    const before = (await get(`/api/articles/${articleId}`)).json().commentsCount;
    expect((await post('/api/comments', { text: 'Merci', articleId })).statusCode).toBe(401);
    const created = await post('/api/comments', { text: 'Merci pour cet article', articleId }, lea.headers);
    expect(created.statusCode).toBe(201);
    const reply = await post(
      '/api/comments',
      { text: 'Et encore merci', articleId, parentId: created.json().id },
      lea.headers,
    );
    expect(reply.statusCode).toBe(201);
    const thread = (await get(`/api/articles/${articleId}/comments`)).json<CommentBody[]>();
    expect(thread.find((item) => item.id === created.json().id)?.children[0].text).toBe('Et encore merci');
    expect((await get(`/api/articles/${articleId}`)).json().commentsCount).toBe(before + 2);
    expect((await post('/api/comments', { text: 'x', articleId: 99999 }, lea.headers)).statusCode).toBe(404);
    expect((await post('/api/comments', { text: 'x' }, lea.headers)).statusCode).toBe(422);
  });

  it('POST /api/episodes/{id}/comments needs no token: a visitor is Anonyme or the name given, a token names the user', async () => {
    const visitor = await post(`/api/episodes/${episodeId}/comments`, { content: 'Bravo' }, {}, '10.1.0.1');
    expect(visitor.statusCode).toBe(201);
    expect(visitor.json()).toMatchObject({ content: 'Bravo', author: 'Anonyme', user: null });
    const named = await post(`/api/episodes/${episodeId}/comments`, { content: 'Top', author: 'Awa' }, {}, '10.1.0.1');
    expect(named.json().author).toBe('Awa');
    const signedIn = await post(
      `/api/episodes/${episodeId}/comments`,
      { content: 'Merci', author: 'Faux nom' },
      lea.headers,
      '10.1.0.1',
    );
    expect(signedIn.json()).toMatchObject({ author: 'lea.martin', user: { username: 'lea.martin' } });
    const forged = await post(
      `/api/episodes/${episodeId}/comments`,
      { content: 'Hop' },
      { authorization: 'Bearer nope' },
      '10.1.0.1',
    );
    expect(forged.statusCode).toBe(201);
    expect(forged.json().author).toBe('Anonyme');
    const empty = await post(`/api/episodes/${episodeId}/comments`, { content: ' ' }, {}, '10.1.0.2');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().violations[0]).toEqual({
      propertyPath: 'content',
      message: 'Le commentaire ne peut pas être vide.',
    });
    const thread = (await get(`/api/episodes/${episodeId}/comments`)).json<CommentBody[]>();
    expect(thread.map((item) => item.text)).toEqual(expect.arrayContaining(['Bravo', 'Top', 'Merci', 'Hop']));
  });

  it('limits episode comments per address (429 in French), other addresses unaffected', async () => {
    const from = (address: string) => post(`/api/episodes/${episodeId}/comments`, { content: 'Encore' }, {}, address);
    for (let i = 0; i < 5; i += 1) expect((await from('10.2.0.1')).statusCode).toBe(201);
    const blocked = await from('10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: expect.stringContaining('Trop de requêtes'),
      error: 'Too Many Requests',
    });
    expect((await from('10.2.0.2')).statusCode).toBe(201);
  });

  it('a new account can comment too', async () => {
    const newcomer = await signUp(t.app, 'nouvelle.voix');
    const created = await post(
      `/api/releases/${releaseId}/comments`,
      { text: 'Première fois ici' },
      newcomer.headers,
      '10.3.0.1',
    );
    expect(created.json().author).toBe('nouvelle.voix');
  });
});
