import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { HttpError, violationsFrom } from '../../http/errors';

/**
 * A currency call's input refused by its schema: the call's own message (catalogue-and-commerce.md §8)
 * with one violation per field, 422 for a body and 400 for a query.
 */
export const inCallWords =
  (message: string) =>
  (issues: FastifySchemaValidationError[], part: string): Error =>
    new HttpError(part === 'body' ? 422 : 400, message, violationsFrom(issues as Parameters<typeof violationsFrom>[0]));
