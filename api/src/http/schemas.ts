/** JSON-schema pieces shared by route schemas (validation, serialization and the OpenAPI document). */

export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
export const bool = { type: 'boolean' } as const;
export const nullableStr = { type: ['string', 'null'] } as const;
export const nullableInt = { type: ['integer', 'null'] } as const;

export const errorSchema = {
  type: 'object',
  required: ['message', 'error'],
  properties: {
    message: str,
    error: str,
    violations: {
      type: 'array',
      items: { type: 'object', properties: { propertyPath: str, message: str } },
    },
  },
} as const;

/** Error answers to document on a route, e.g. errors(401, 404). */
export function errors(...statuses: number[]): Record<number, typeof errorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema]));
}

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

export interface IdParams {
  id: number;
}

export { LimitSchema as limitQuery } from '@kora/shared/contracts';

export const bearer = [{ bearerAuth: [] }];

/**
 * The optional Idempotency-Key header of a checkout: a retried request with the same key gets the same
 * checkout back. Too short a key would make every user's retries collide.
 */
export const idempotencyKeyHeaders = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', minLength: 8, maxLength: 200 } },
} as const;
