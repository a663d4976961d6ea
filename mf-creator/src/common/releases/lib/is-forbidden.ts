import { isApiError } from '@kora/shared';

/** The API refused because the account is not an artist (403). */
export const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;
