import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Violation } from '@kora/shared/contracts';
import { invalid, invalidParameters } from './errors';

const NOT_FINITE = 'Cette valeur doit être un nombre fini.';

function nonFinitePaths(value: unknown, path: string, found: string[], depth = 0): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push(path);
    return;
  }
  if (!value || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return;
  for (const [key, item] of Object.entries(value))
    nonFinitePaths(item, path ? `${path}.${key}` : key, found, depth + 1);
}

const violationsIn = (value: unknown): Violation[] => {
  const found: string[] = [];
  nonFinitePaths(value, '', found);
  return found.map((propertyPath) => ({ propertyPath, message: NOT_FINITE }));
};

/**
 * Turns away numbers that are not finite once the schemas have validated the request. The validator
 * coerces `Infinity` or `1e309` in a query string to a number and then skips `minimum`/`maximum` for it,
 * and JSON.parse reads `1e309` as Infinity; no handler or database is meant to see such a value.
 */
export function rejectNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const inRequest = [...violationsIn(request.params), ...violationsIn(request.query)];
    if (inRequest.length > 0) throw invalidParameters(inRequest);
    const inBody = violationsIn(request.body);
    if (inBody.length > 0) throw invalid(inBody);
  });
}
