import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Db } from '../db/connection';
import { HttpError } from '../http/errors';
import { databaseRateLimitStore } from './rate-limit-store';

/**
 * @fastify/rate-limit as the API uses it: only routes that name a limit are limited, and the counts
 * live in the database so that several API processes share them.
 */
export function rateLimitOptions(db: Db): RateLimitPluginOptions {
  return {
    global: false,
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Trop de requêtes. Réessayez dans ${Math.max(1, Math.ceil(context.ttl / 1000))} secondes.`),
  };
}
