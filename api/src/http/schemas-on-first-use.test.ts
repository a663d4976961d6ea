import ValidatorSelector from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The API compiles a route's input validators on its first request and its response serializers on its
 * first answer (validators-on-first-use.ts, serializers-on-first-use.ts), so a schema that cannot compile
 * would fail that request, not the start: every one is compiled here.
 */
describe('schemas compiled on first use', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  const methodOf = (route: RouteOptions) => [route.method].flat().join(',');

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
      for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
        const schema = route.schema?.[part];
        if (schema === undefined) continue;
        expect(() => compile({ schema, method: methodOf(route), url: route.url, httpPart: part })).not.toThrow();
        compiled.push(`${methodOf(route)} ${route.url} ${part}`);
      }
    }
    expect(compiled.length).toBeGreaterThan(100);
    expect(compiled).toEqual(expect.arrayContaining(['GET /api/releases querystring', 'POST /api/login_check body']));
  });

  it('compiles the response schema of every route and status', () => {
    const compile = SerializerSelector()(t.app.getSchemas(), {});
    const compiled: string[] = [];
    for (const route of routes) {
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      for (const [httpStatus, schema] of Object.entries(responses)) {
        expect(() => compile({ schema, method: methodOf(route), url: route.url, httpStatus })).not.toThrow();
        compiled.push(`${methodOf(route)} ${route.url} ${httpStatus}`);
      }
    }
    expect(compiled.length).toBeGreaterThan(150);
    expect(compiled).toEqual(expect.arrayContaining(['GET /api/releases 200', 'POST /api/login_check 200']));
  });

  it('reads, refuses and answers the same on the request that compiles them and on the next ones', async () => {
    const answers = [];
    for (let request = 0; request < 3; request += 1) {
      const listed = await t.app.inject({ method: 'GET', url: '/api/releases?limit=2' });
      expect(listed.statusCode).toBe(200);
      answers.push(listed.body);
      const refused = await t.app.inject({ method: 'GET', url: '/api/releases?limit=zero' });
      expect(refused.statusCode).toBe(400);
      expect(JSON.parse(refused.body)).toEqual(expect.objectContaining({ error: expect.anything() }));
    }
    const releases = JSON.parse(answers[0]) as Array<Record<string, unknown>>;
    expect(releases).toHaveLength(2);
    expect(releases[0]).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.any(String) }));
    expect(new Set(answers).size).toBe(1);
  });
});
