import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The API compiles a route's response serializer on the route's first answer (serializers-on-first-use.ts),
 * so a schema that cannot compile would fail that answer, not the start: every one is compiled here.
 */
describe('response serializers compiled on first use', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      beforeReady: (app) => app.addHook('onRoute', (route) => void routes.push(route)),
    });
  });
  afterAll(async () => t.close());

  it('compiles the response schema of every route and status', () => {
    const compile = SerializerSelector()(t.app.getSchemas(), {});
    const compiled: string[] = [];
    for (const route of routes) {
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      for (const [httpStatus, schema] of Object.entries(responses)) {
        const method = [route.method].flat().join(',');
        expect(() => compile({ schema, method, url: route.url, httpStatus })).not.toThrow();
        compiled.push(`${method} ${route.url} ${httpStatus}`);
      }
    }
    expect(compiled.length).toBeGreaterThan(150);
    expect(compiled).toEqual(expect.arrayContaining(['GET /api/releases 200', 'POST /api/login_check 200']));
  });

  it('answers the same on the answer that compiles the serializer and on the next ones', async () => {
    const answers = [];
    for (let answer = 0; answer < 3; answer += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/releases?limit=2' });
      expect(response.statusCode).toBe(200);
      answers.push(response.body);
    }
    const [release] = JSON.parse(answers[0]) as Array<Record<string, unknown>>;
    expect(release).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.any(String) }));
    expect(new Set(answers).size).toBe(1);
  });
});
