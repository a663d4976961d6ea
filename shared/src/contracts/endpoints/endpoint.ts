import type { Static, TSchema } from 'typebox';
import type { FeatureName } from '../plans';
import type { Role } from '../accounts';
import type * as SchemaLibrary from './schema-library';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The API's areas: an endpoint's group in the table, its OpenAPI tag and the first segment of its query key. */
export type Area =
  | 'accounts'
  | 'ads'
  | 'catalogue'
  | 'creator'
  | 'currency'
  | 'events'
  | 'health'
  | 'library'
  | 'notifications'
  | 'oauth'
  | 'offline'
  | 'payments'
  | 'podcast-creator'
  | 'purchases'
  | 'search'
  | 'store'
  | 'subscriptions'
  | 'support'
  | 'tickets'
  | 'uploads'
  | 'wallet';

/** A creator's right, read from the roles stored for the account (never the token's, which may be older). */
export type CreatorRight = 'releases' | 'podcasts';

/** The schemas of one endpoint; absent parts take nothing (a 204 answers no body). */
export interface EndpointSchemas {
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  response?: TSchema;
  /** Answers other than the success and the usual error body, by status (a 409 carrying data, a 304). */
  otherResponses?: Record<number, TSchema>;
}

/** What a success answers when it is not JSON: a page, a feed, a live stream, a file. */
export type MediaType = 'text/html' | 'application/rss+xml' | 'text/event-stream' | 'application/pdf';

/**
 * One endpoint of the API, declared once: the API registers it from this, the web calls and caches it
 * from this, the tests answer and audit it from this.
 */
export interface Endpoint {
  area: Area;
  method: HttpMethod;
  /** Under `/api`, parameters as `:name` (the OpenAPI document shows them as `{name}`). */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /**
   * Who may call it. `visitor`: anyone (a signed-in caller is recognised when a token comes);
   * `user`: a signed-in account, 401 otherwise. `feature` and `right` narrow `user` further (403).
   */
  access: 'visitor' | 'user';
  /** The plan feature the caller's subscription must include. */
  feature?: FeatureName;
  /** The creator right the caller's account must hold. */
  right?: CreatorRight;
  /** A role the caller's account must hold, read from the account (never the token's): 403 otherwise. */
  role?: Role;
  /** Whose resource it acts on, when the handler checks ownership (another account gets 403 or 404). */
  owner?: string;
  /** A public list the API keeps for a few seconds for every visitor (see the API's public-list cache). */
  cache?: 'public-list';
  /** The answer depends on who asks, though visitors may call it: its query key is the user's. */
  personal?: boolean;
  /** A success that is not JSON (its handler sends it): documented with this media type. */
  produces?: MediaType;
  /** Status of a success, 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  /** A body that fails its schema answers 400 like a bad parameter, instead of 422 (the spec says so for some forms). */
  badBodyStatus?: 400;
  /** Error statuses worth documenting besides those `access` implies (400 for any input with a schema). */
  errors?: readonly number[];
  /** Query keys a success makes stale on the web: areas, or `user` for everything the caller owns. */
  invalidates?: readonly (Area | 'user')[];
  schema: (s: typeof SchemaLibrary) => EndpointSchemas;
}

type SchemasOf<E extends Endpoint> = ReturnType<E['schema']>;
type Part<E extends Endpoint, K extends keyof EndpointSchemas> = SchemasOf<E>[K] extends infer S extends TSchema
  ? Static<S>
  : undefined;

export type ParamsOf<E extends Endpoint> = Part<E, 'params'>;
export type QueryOf<E extends Endpoint> = Part<E, 'query'>;
export type BodyOf<E extends Endpoint> = Part<E, 'body'>;
/** What a success answers (undefined for a 204). */
export type ResponseOf<E extends Endpoint> = Part<E, 'response'>;

type Slot<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: undefined }
  : Record<string, never> extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** What a call sends: `{ params, query, body }`, each required when the endpoint takes one with required parts. */
export type CallArgs<E extends Endpoint> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>>;

/** `GET /releases/:id` */
export const operationOf = (endpoint: Pick<Endpoint, 'method' | 'path'>): string =>
  `${endpoint.method} ${endpoint.path}`;

/** The API path of a call: `/releases/:id` with `{ id: 12 }` → `/releases/12`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: missing "${name}"`);
    return encodeURIComponent(String(value));
  });
}
