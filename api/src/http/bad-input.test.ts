import { createTestApp, type TestApp } from '../test/test-app';
import { demoSession } from '../test/security/demo-sessions';

describe('bad input answers 4xx JSON, never 500', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });

  afterAll(async () => {
    await t.close();
  });

  it.each(['limit=Infinity', 'limit=1e309', 'offset=-Infinity', 'offset=1e309'])(
    'answers 400 naming the parameter to GET /api/releases?%s',
    async (query) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/releases?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Les paramètres de la requête ne sont pas valides.',
        violations: [{ propertyPath: query.split('=')[0], message: 'Cette valeur doit être un nombre fini.' }],
      });
    },
  );

  it('answers 400 to an id beyond the integer range the database stores', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/releases/99999999999999999999' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each([
    ['multipart/form-data', '--x\r\n\r\n'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"'],
  ])('answers 400 to a malformed upload (%s)', async (contentType, payload) => {
    const artist = await demoSession(t, 'artist');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { ...artist.headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Le corps de la requête est mal formé.', error: 'Bad Request' });
  });
});
