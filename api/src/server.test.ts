import { createTestApp, type TestApp } from './test/test-app';

describe('server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.KORA_TEST_DATABASE_URL ? 'postgres' : 'sqlite',
    });
  });

  it('publishes an OpenAPI document generated from the route schemas, and its UI', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/releases', '/api/events/{id}', '/api/login_check', '/api/upload/image']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('documents the shapes several answers share once, as components the routes refer to', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Plan', 'Subscription', 'Profile', 'Track', 'ReleaseSummary', 'Product']),
    );
    const current = JSON.stringify(document.paths['/api/subscription/current'].get.responses['200']);
    expect(current).toContain('#/components/schemas/Plan');
    expect(current).toContain('#/components/schemas/Subscription');
    expect(current).not.toContain('unlimitedDownloads');
  });

  it('answers unknown routes with the JSON error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String), error: 'Not Found' });
  });

  it('allows the shell origin by CORS and sets security headers', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/profile',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.test' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a JSON body over the size limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), email: 'a@b.test', password: 'motdepasse1' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('Payload Too Large');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
  });
});
