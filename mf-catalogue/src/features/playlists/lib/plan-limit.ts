import { isApiError } from '@kora/shared';

/** The API refuses a playlist past the plan's limit with 403 and the sentence to show. */
export function isPlanLimit(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}
