import { isApiError } from '@kora/shared';

/** The server refused the caller the podcast creator (no creator permission): 403. */
export const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;
