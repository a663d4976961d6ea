import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@kora/shared/contracts/endpoints';
import * as schemaLibrary from '@kora/shared/contracts/endpoint-schemas';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { requireRight } from '../auth/creator-rights';
import { requireRole } from '../auth/roles';
import { currentUser } from '../auth/plugin';
import { assertFeature } from '../modules/subscriptions/require-feature';
import { unauthorized } from './errors';

/** The OpenAPI security requirement of a route for signed-in users. */
const BEARER = [{ bearerAuth: [] }];

export type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

/** A handler answers the declared response, or sends its own reply (a stream, a redirect, a file). */
export type RouteHandler<E extends Endpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<ResponseOf<E> | FastifyReply>;

/** What a route adds to its declaration: the server's own concerns, never the contract. */
export interface RouteExtras {
  /** Rate limits and other per-route configuration of plugins. */
  config?: FastifyContextConfig;
  /** Steps after the rights and the input checks (an ownership check shared by several routes). */
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  bodyLimit?: number;
  exposeHeadRoute?: boolean;
  /** A body this route reads itself (an upload, a provider's signed callback) instead of a JSON schema. */
  ownBody?: boolean;
  /** What a visitor is told when the route needs an account ('Vous devez être connecté pour …'). */
  signInMessage?: string;
  /** The route's own words for input its schemas refuse (the spec gives some forms theirs). */
  inputErrors?: (issues: FastifySchemaValidationError[], part: string) => Error;
}

/**
 * Who may call, checked before the body is even read: a caller without the right learns nothing about
 * what the route expects. 401 without a valid token, 403 without the creator right, the role or the plan feature.
 */
function accessChecks(app: FastifyInstance, endpoint: Endpoint, signInMessage?: string): onRequestAsyncHookHandler[] {
  if (endpoint.access === 'visitor') return [];
  const signedIn: onRequestAsyncHookHandler = signInMessage
    ? async (request) => {
        try {
          await app.requireUser(request);
        } catch {
          throw unauthorized(signInMessage);
        }
      }
    : app.requireUser;
  const checks: onRequestAsyncHookHandler[] = [signedIn];
  const { feature, right, role } = endpoint;
  if (right) checks.push(requireRight(app, right));
  if (role) checks.push(requireRole(app, role));
  if (feature) checks.push(async (request) => assertFeature(app.db, currentUser(request).id, feature));
  return checks;
}

/**
 * A success that is not JSON, for the OpenAPI document only: the handler sends the page, feed, stream
 * or file itself, never through the JSON serialiser.
 */
const documentOnly = (mediaType: string) => ({
  description: `${mediaType} answer`,
  content: { [mediaType]: { schema: { type: 'string' } } },
});

function errorStatuses(endpoint: Endpoint, takesInput: boolean): number[] {
  const statuses = new Set(endpoint.errors ?? []);
  if (takesInput) statuses.add(400);
  if (endpoint.access === 'user') statuses.add(401);
  if (endpoint.feature || endpoint.right || endpoint.role) statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Registers one endpoint of the table: its schemas validate, serialise and document; its access rule
 * runs first; the handler's request and answer are typed from the declaration.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  extras: RouteExtras = {},
): void {
  const { params, query, body, headers, response, otherResponses } = endpoint.schema(schemaLibrary);
  const takesInput = Boolean(params || query || body);
  const success = endpoint.status ?? 200;
  const responses: Record<number, unknown> = {};
  if (response) responses[success] = response;
  else if (endpoint.produces) responses[success] = documentOnly(endpoint.produces);
  else if (success === 204) responses[204] = { type: 'null', description: 'No content' };
  for (const status of errorStatuses(endpoint, takesInput)) responses[status] = schemaLibrary.ApiErrorBodySchema;
  Object.assign(responses, otherResponses);

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [endpoint.area],
      summary: endpoint.summary,
      ...(endpoint.access === 'user' ? { security: BEARER } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body && !extras.ownBody ? { body } : {}),
      ...(headers ? { headers } : {}),
      response: responses,
    },
    config: {
      ...extras.config,
      ...(endpoint.cache === 'public-list' ? { publicListCache: true } : {}),
      ...(endpoint.badBodyStatus ? { badBodyStatus: endpoint.badBodyStatus } : {}),
    },
    onRequest: accessChecks(app, endpoint, extras.signInMessage),
    ...(extras.inputErrors ? { schemaErrorFormatter: extras.inputErrors } : {}),
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    ...(extras.exposeHeadRoute === undefined ? {} : { exposeHeadRoute: extras.exposeHeadRoute }),
    // The declared success status is the answer's unless the handler sends another (a 409 with a body).
    handler: (async (request: RouteRequest<E>, reply: FastifyReply) => {
      if (success !== 200) reply.code(success);
      return handler(request, reply);
    }) as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
