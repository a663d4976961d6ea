import { generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createTestApp, signUp, type TestApp, type TestSession } from '../test-app';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const ISSUER = 'kora-api';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A signed-in request is one with a token the API itself issued, still valid, for a user who exists:
 * every other token is refused with 401 JSON, on a read and on a write.
 */
describe('forged, altered and stale tokens', () => {
  let t: TestApp;
  let member: TestSession;
  beforeAll(async () => {
    t = await createTestApp({ env: { JWT_SECRET: SECRET } });
    member = await signUp(t.app, 'awa.sow');
  });
  afterAll(async () => t.close());

  const claims = () => ({ username: 'awa.sow', roles: ['ROLE_USER', 'ROLE_ADMIN'] });
  const hs256 = (secret = SECRET) => new TextEncoder().encode(secret);
  const signed = (build: (jwt: SignJWT) => SignJWT, key: Uint8Array | CryptoKey = hs256(), alg = 'HS256') =>
    build(new SignJWT(claims()).setProtectedHeader({ alg, typ: 'JWT' })).sign(key);
  const valid = (jwt: SignJWT) =>
    jwt.setSubject(String(member.userId)).setIssuer(ISSUER).setIssuedAt().setExpirationTime('1h');

  const cases: [string, () => Promise<string>][] = [
    ['garbage', async () => 'not-a-token'],
    ['empty signature', async () => (await signed(valid)).split('.').slice(0, 2).join('.') + '.'],
    [
      'alg none',
      async () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims(), sub: String(member.userId), iss: ISSUER, exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
    ],
    ['another secret', () => signed(valid, hs256('another-secret-that-is-long-enough-for-hs256'))],
    ['HS512 with the right secret', () => signed(valid, hs256(), 'HS512')],
    [
      'RS256 with a key of its own',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return signed(valid, privateKey, 'RS256');
      },
    ],
    ['expired', () => signed((jwt) => valid(jwt).setExpirationTime(Math.floor(Date.now() / 1000) - 60))],
    ['not valid yet', () => signed((jwt) => valid(jwt).setNotBefore('1h'))],
    ['another issuer', () => signed((jwt) => valid(jwt).setIssuer('evil'))],
    ['no issuer', () => signed((jwt) => jwt.setSubject(String(member.userId)).setIssuedAt().setExpirationTime('1h'))],
    ['no subject', () => signed((jwt) => jwt.setIssuer(ISSUER).setIssuedAt().setExpirationTime('1h'))],
    ['a user who does not exist', () => signed((jwt) => valid(jwt).setSubject('999999'))],
    ['a subject that is not an id', () => signed((jwt) => valid(jwt).setSubject('1 or 1=1'))],
    [
      'payload altered after signing',
      async () => {
        const [header, , signature] = member.token.split('.');
        return `${header}.${base64url({ ...claims(), sub: '1', iss: ISSUER, exp: Math.floor(Date.now() / 1000) + 3600 })}.${signature}`;
      },
    ],
    [
      'header altered after signing',
      async () => {
        const [, payload, signature] = member.token.split('.');
        return `${base64url({ alg: 'HS256', typ: 'JWT', kid: '../../dev/null' })}.${payload}.${signature}`;
      },
    ],
  ];

  it.each(cases)('refuses a token with %s', async (_, make) => {
    const token = await make();
    for (const request of [
      { method: 'GET' as const, url: '/api/profile' },
      { method: 'PUT' as const, url: '/api/profile', payload: { bio: 'pirate' } },
    ]) {
      const answer = await t.app.inject({ ...request, headers: { authorization: `Bearer ${token}` } });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ error: 'Unauthorized' });
    }
  });

  it("accepts the API's own token, so the refusals above are about the token", async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/profile', headers: member.headers });
    expect(answer.statusCode).toBe(200);
  });

  it('reads the token from the Authorization header only', async () => {
    const inQuery = await t.app.inject({ method: 'GET', url: `/api/profile?token=${member.token}` });
    const asCookie = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: `jwt_token=${member.token}` },
    });
    expect([inQuery.statusCode, asCookie.statusCode]).toEqual([401, 401]);
  });
});
