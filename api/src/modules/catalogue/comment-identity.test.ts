import { createTestApp, signIn, signUp, type TestApp, type TestSession } from '../../test/test-app';

interface CommentBody {
  id: number;
  author: string;
  authorKind: 'member' | 'visitor';
  user: { username: string } | null;
  children: CommentBody[];
}

const TAKEN =
  "Ce nom est celui d'un membre ou d'un artiste de Kora. Choisissez-en un autre, ou connectez-vous si c'est le vôtre.";

/** What a visitor would type to pass for someone: other case, no accents, spaces for dots. */
const lookalike = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[.\s]+/g, ' ');

describe('who signs a comment', () => {
  let t: TestApp;
  let lea: TestSession;
  let episodeId: number;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    lea = await signIn(t.app, 'lea.martin', 'Ecoute2025');
    episodeId = (await t.app.inject({ method: 'GET', url: '/api/episodes?limit=1' })).json()[0].id;
  });
  afterAll(async () => t.close());

  /** Each call from an address of its own: the per-address limit is tested elsewhere. */
  const comment = (payload: object, headers: Record<string, string> = {}) => {
    address += 1;
    return t.app.inject({
      method: 'POST',
      url: `/api/episodes/${episodeId}/comments`,
      payload,
      headers,
      remoteAddress: `10.20.${Math.floor(address / 250)}.${address % 250}`,
    });
  };
  const thread = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/episodes/${episodeId}/comments` })).json<CommentBody[]>();

  it.each(['lea.martin', 'LEA.MARTIN', 'Léa Martin', ' lea-martin ', 'Zoé Lumière', 'zoe lumiere', 'ZOE-LUMIERE'])(
    'refuses a visitor signing as "%s" (a member or an artist), in French',
    async (name) => {
      const refused = await comment({ content: 'Je suis bien moi', author: name });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: TAKEN,
        error: 'Unprocessable Entity',
        violations: [{ propertyPath: 'author', message: TAKEN }],
      });
      expect((await thread()).map((item) => item.author)).not.toContain(name.trim());
    },
  );

  it('keeps every demo artist and member name for its owner, whatever the case or accents', async () => {
    const artists = await t.db.selectFrom('artists').select('name').execute();
    const users = await t.db.selectFrom('users').select('username').execute();
    const names = [...artists.map((row) => row.name), ...users.map((row) => row.username)];
    expect(names.length).toBeGreaterThan(15);
    for (const name of names) {
      const refused = await comment({ content: 'Coucou', author: lookalike(name) });
      expect({ name, status: refused.statusCode }).toEqual({ name, status: 422 });
    }
  });

  it('refuses the name of an account made after the demo data', async () => {
    await signUp(t.app, 'nadia.kora');
    expect((await comment({ content: 'Salut', author: 'Nadia.Kora' })).statusCode).toBe(422);
  });

  it('lets a visitor sign with a free name, marked as a visitor; a member is marked as a member', async () => {
    const visitor = await comment({ content: 'Belle émission', author: 'Awa' });
    expect(visitor.statusCode).toBe(201);
    expect(visitor.json()).toMatchObject({ author: 'Awa', authorKind: 'visitor', user: null });
    const anonymous = await comment({ content: 'Merci' });
    expect(anonymous.json()).toMatchObject({ author: 'Anonyme', authorKind: 'visitor', user: null });
    const member = await comment({ content: 'Bravo', author: 'Zoé Lumière' }, lea.headers);
    expect(member.statusCode).toBe(201);
    expect(member.json()).toMatchObject({
      author: 'lea.martin',
      authorKind: 'member',
      user: { username: 'lea.martin' },
    });

    const listed = await thread();
    const byId = (id: number) => listed.find((item) => item.id === id);
    expect(byId(visitor.json().id)).toMatchObject({ author: 'Awa', authorKind: 'visitor' });
    expect(byId(member.json().id)).toMatchObject({ author: 'lea.martin', authorKind: 'member' });
  });

  it('marks the seeded comments of releases: members as members, visitors as visitors', async () => {
    const releases = (await t.app.inject({ method: 'GET', url: '/api/releases?limit=100' })).json<{ id: number }[]>();
    const kinds = new Map<string, string>();
    for (const release of releases) {
      const comments = (await t.app.inject({ method: 'GET', url: `/api/releases/${release.id}/comments` })).json<
        CommentBody[]
      >();
      for (const item of comments.flatMap((one) => [one, ...one.children])) kinds.set(item.author, item.authorKind);
    }
    const usernames = new Set((await t.db.selectFrom('users').select('username').execute()).map((row) => row.username));
    expect(kinds.get('sofia.mendes')).toBe('member');
    expect([...kinds.values()]).toContain('visitor');
    for (const [author, kind] of kinds) {
      expect({ author, kind }).toEqual({ author, kind: usernames.has(author) ? 'member' : 'visitor' });
    }
  });
});
