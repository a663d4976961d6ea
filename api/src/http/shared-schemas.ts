import {
  ArtistProfileSchema,
  EpisodeSchema,
  OrderSummarySchema,
  PlanSchema,
  ProductSchema,
  ProfileSchema,
  ReleaseSummarySchema,
  SubscriptionSchema,
  TrackSchema,
  VideoClipSchema,
} from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';

/** Contract shapes used by several answers; each carries an `$id`. */
export const SHARED_SCHEMAS = [
  PlanSchema,
  SubscriptionSchema,
  ArtistProfileSchema,
  ProfileSchema,
  OrderSummarySchema,
  TrackSchema,
  ReleaseSummarySchema,
  VideoClipSchema,
  EpisodeSchema,
  ProductSchema,
];

type Json = unknown;

function referring(value: Json, ids: ReadonlySet<string>, isRoot: boolean): Json {
  if (Array.isArray(value)) return value.map((item) => referring(item, ids, false));
  if (!value || typeof value !== 'object') return value;
  const id = (value as { $id?: unknown }).$id;
  if (!isRoot && typeof id === 'string' && ids.has(id)) return { $ref: `${id}#` };
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, referring(item, ids, false)]));
}

/**
 * Adds the shared shapes to the server once and makes every route schema refer to them
 * (`$ref`) where the contract embeds them: one definition for validation, serialisation and the
 * OpenAPI document's components.
 */
export function registerSharedSchemas(app: FastifyInstance): void {
  const ids = new Set(SHARED_SCHEMAS.map((schema) => (schema as { $id?: string }).$id ?? ''));
  for (const schema of SHARED_SCHEMAS) app.addSchema(referring(schema, ids, true) as typeof schema);
  app.addHook('onRoute', (route) => {
    if (route.schema) route.schema = referring(route.schema, ids, true) as typeof route.schema;
  });
}
