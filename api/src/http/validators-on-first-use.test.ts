import ValidatorSelector from '@fastify/ajv-compiler';
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The API compiles a route's input validators on the route's first request (validators-on-first-use.ts), so
 * a schema that cannot compile would fail that request, not the start: every one is compiled here.
 */
describe('input validators compiled on first use', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      beforeReady: (app) => app.addHook('onRoute', (route) => void routes.push(route)),
    });
  });
  afterAll(async () => t.close());

  it('compiles the input schemas of every route', () => {
    const compile = ValidatorSelector()(t.app.getSchemas() as never, { customOptions: {} }) as unknown as (
      route: unknown,
    ) => unknown;
    const compiled: string[] = [];
    for (const route of routes) {
      const method = [route.method].flat().join(',');
      for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
        const schema = route.schema?.[part];
        if (schema === undefined) continue;
        expect(() => compile({ schema, method, url: route.url, httpPart: part })).not.toThrow();
        compiled.push(`${method} ${route.url} ${part}`);
      }
    }
    expect(compiled.length).toBeGreaterThan(100);
    expect(compiled).toEqual(expect.arrayContaining(['GET /api/releases querystring', 'POST /api/login_check body']));
  });

  it('reads, coerces and refuses input the same on the request that compiles the validator and on the next ones', async () => {
    for (let request = 0; request < 2; request += 1) {
      const listed = await t.app.inject({ method: 'GET', url: '/api/releases?limit=2' });
      expect(listed.statusCode).toBe(200);
      expect(JSON.parse(listed.body)).toHaveLength(2);
      const refused = await t.app.inject({ method: 'GET', url: '/api/releases?limit=zero' });
      expect(refused.statusCode).toBe(400);
      expect(JSON.parse(refused.body)).toEqual(expect.objectContaining({ error: expect.anything() }));
    }
  });
});
