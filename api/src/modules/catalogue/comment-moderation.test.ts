import { createTestApp, signIn, signUp, type TestApp, type TestSession } from '../../test/test-app';

interface CommentBody {
  id: number;
  text: string;
  hidden: boolean;
  canDelete: boolean;
  canHide: boolean;
  parentId: number | null;
  children: CommentBody[];
}

const flatten = (thread: CommentBody[]): CommentBody[] => thread.flatMap((item) => [item, ...flatten(item.children)]);

describe('deleting and hiding comments', () => {
  let t: TestApp;
  let lea: TestSession;
  let sofia: TestSession;
  /** Lina Duval's account: the artist of `releaseId`. */
  let lina: TestSession;
  /** Marc Ondes: the creator of `episodeId`'s podcast. */
  let marc: TestSession;
  let releaseId: number;
  let episodeId: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    lea = await signIn(t.app, 'lea.martin', 'Ecoute2025');
    sofia = await signIn(t.app, 'sofia.mendes', 'Premium2025');
    lina = await signIn(t.app, 'lina.duval', 'Artiste2025');
    marc = await signIn(t.app, 'marc.ondes', 'Podcast2025');
    const release = await t.db
      .selectFrom('releases')
      .innerJoin('artists', 'artists.id', 'releases.artist_id')
      .select('releases.id')
      .where('artists.user_id', '=', lina.userId)
      .where('releases.status', '=', 'published')
      .executeTakeFirstOrThrow();
    releaseId = release.id;
    const episode = await t.db
      .selectFrom('episodes')
      .innerJoin('podcasts', 'podcasts.id', 'episodes.podcast_id')
      .select('episodes.id')
      .where('podcasts.creator_id', '=', marc.userId)
      .where('episodes.status', '=', 'published')
      .where('podcasts.status', '!=', 'draft')
      .executeTakeFirstOrThrow();
    episodeId = episode.id;
  });
  afterAll(async () => t.close());

  const get = async (url: string, session?: TestSession) =>
    (await t.app.inject({ method: 'GET', url, headers: session?.headers ?? {} })).json<CommentBody[]>();
  const post = (url: string, payload: object, session?: TestSession) =>
    t.app.inject({ method: 'POST', url, payload, headers: session?.headers ?? {} });
  const remove = (id: number, session?: TestSession) =>
    t.app.inject({ method: 'DELETE', url: `/api/comments/${id}`, headers: session?.headers ?? {} });
  const hide = (id: number, hidden: boolean, session?: TestSession) =>
    t.app.inject({ method: 'PATCH', url: `/api/comments/${id}`, payload: { hidden }, headers: session?.headers ?? {} });
  const releaseThread = (session?: TestSession) => get(`/api/releases/${releaseId}/comments`, session);
  const commentRelease = async (text: string, session: TestSession, parentId: number | null = null) =>
    (await post(`/api/releases/${releaseId}/comments`, { text, parentId }, session)).json<CommentBody>();

  it('tells each reader what they may do: the author deletes, the owner hides', async () => {
    const mine = await commentRelease('Très beau disque', lea);
    expect(mine).toMatchObject({ canDelete: true, canHide: false, hidden: false });
    const asLea = flatten(await releaseThread(lea)).find((item) => item.id === mine.id);
    expect(asLea).toMatchObject({ canDelete: true, canHide: false });
    const asSofia = flatten(await releaseThread(sofia)).find((item) => item.id === mine.id);
    expect(asSofia).toMatchObject({ canDelete: false, canHide: false });
    const asLina = flatten(await releaseThread(lina)).find((item) => item.id === mine.id);
    expect(asLina).toMatchObject({ canDelete: false, canHide: true });
    const asVisitor = flatten(await releaseThread()).find((item) => item.id === mine.id);
    expect(asVisitor).toMatchObject({ canDelete: false, canHide: false });
  });

  it("deletes one's own comment (204); its replies stay, moved up; others' comments answer 403 in French", async () => {
    const first = await commentRelease('Premier avis', lea);
    const reply = await commentRelease('Je ne suis pas d’accord', sofia, first.id);

    const byOther = await remove(first.id, sofia);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({
      message: 'Vous ne pouvez supprimer que vos propres commentaires.',
      error: 'Forbidden',
    });
    const byOwnerOfRelease = await remove(first.id, lina);
    expect(byOwnerOfRelease.statusCode).toBe(403);
    expect((await remove(first.id)).statusCode).toBe(401);
    expect((await remove(999999, lea)).json()).toEqual({ message: 'Commentaire introuvable.', error: 'Not Found' });
    expect(flatten(await releaseThread()).map((item) => item.id)).toContain(first.id);

    const deleted = await remove(first.id, lea);
    expect(deleted.statusCode).toBe(204);
    const after = await releaseThread();
    expect(flatten(after).map((item) => item.id)).not.toContain(first.id);
    expect(after.find((item) => item.id === reply.id)).toMatchObject({
      text: 'Je ne suis pas d’accord',
      parentId: null,
    });
    expect((await remove(first.id, lea)).statusCode).toBe(404);
  });

  it('lets the owner of a release hide a comment: gone from the public thread, marked for the owner, shown again', async () => {
    const rude = await commentRelease('Message hors sujet', sofia);
    expect((await hide(rude.id, true, lea)).statusCode).toBe(403);
    expect((await hide(rude.id, true, lea)).json().message).toBe(
      "Seul le propriétaire de la sortie, de l'article ou de l'épisode peut masquer ses commentaires.",
    );
    expect((await hide(rude.id, true, sofia)).statusCode).toBe(403);
    expect((await hide(rude.id, true)).statusCode).toBe(401);
    expect((await hide(999999, true, lina)).statusCode).toBe(404);

    const hidden = await hide(rude.id, true, lina);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: rude.id, hidden: true, canHide: true });

    for (const reader of [undefined, lea, sofia]) {
      expect(flatten(await releaseThread(reader)).map((item) => item.id)).not.toContain(rude.id);
    }
    expect(flatten(await releaseThread(lina)).find((item) => item.id === rude.id)).toMatchObject({
      hidden: true,
      text: 'Message hors sujet',
    });

    const shown = await hide(rude.id, false, lina);
    expect(shown.json()).toMatchObject({ hidden: false });
    expect(flatten(await releaseThread()).find((item) => item.id === rude.id)).toMatchObject({ hidden: false });
  });

  it('lets the creator of an episode hide a visitor comment, and nobody else', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/episodes/${episodeId}/comments`,
      payload: { content: 'Pub pour mon site', author: 'Spammeur' },
      remoteAddress: '10.30.0.1',
    });
    const id = posted.json<CommentBody>().id;
    expect(posted.json()).toMatchObject({ canDelete: false, canHide: false });
    expect((await hide(id, true, lina)).statusCode).toBe(403);
    expect((await hide(id, true, marc)).statusCode).toBe(200);
    expect(flatten(await get(`/api/episodes/${episodeId}/comments`)).map((item) => item.id)).not.toContain(id);
    expect(
      flatten(await get(`/api/episodes/${episodeId}/comments`, marc)).find((item) => item.id === id),
    ).toMatchObject({ hidden: true, canHide: true });
  });

  it("lets an article's author hide a comment, which leaves the article's comment count", async () => {
    const author = await signUp(t.app, 'plume.kora');
    const now = new Date().toISOString();
    const article = await t.db
      .insertInto('articles')
      .values({
        author_id: author.userId,
        title: 'Chronique',
        slug: 'chronique-moderation',
        category: 'Actualités',
        content: '<p>Texte</p>',
        created_at: now,
        published_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await post('/api/comments', { text: 'Hors sujet', articleId: article.id }, lea);
    await post('/api/comments', { text: 'Merci', articleId: article.id }, sofia);
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/articles/${article.id}` })).json().commentsCount;
    expect(await count()).toBe(2);

    expect((await hide(created.json().id, true, lina)).statusCode).toBe(403);
    expect((await hide(created.json().id, true, author)).statusCode).toBe(200);
    expect(await count()).toBe(1);
    expect((await get(`/api/articles/${article.id}/comments`)).map((item) => item.text)).toEqual(['Merci']);
    expect((await get(`/api/articles/${article.id}/comments`, author)).map((item) => item.hidden)).toEqual([
      true,
      false,
    ]);
  });

  it('answers 422 in JSON to a visibility change without a boolean', async () => {
    const some = await commentRelease('Encore', lea);
    for (const payload of [{}, { hidden: 'oui' }]) {
      const refused = await t.app.inject({
        method: 'PATCH',
        url: `/api/comments/${some.id}`,
        payload,
        headers: lina.headers,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toBe('Unprocessable Entity');
    }
  });
});
