import { HttpError } from '../../http/errors';

/**
 * How often one address may write to the catalogue, per minute. Visitors need no account to rate and
 * comment episodes or to record listens and views, so these limits are what keeps those counts honest.
 */
export const CATALOGUE_RATE_LIMITS = {
  /** Comments on releases and articles (signed in). */
  comments: 20,
  /** Comments on episodes (no account needed). */
  episodeComments: 5,
  /** Episode votes (no account needed). */
  ratings: 10,
  /** Track plays. */
  listens: 120,
  /** Episode views. */
  viewers: 60,
} as const;

/** Route config for @fastify/rate-limit: at most `max` requests a minute from one address. */
export function perAddress(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      errorResponseBuilder: () =>
        new HttpError(429, 'Trop de requêtes depuis votre adresse. Réessayez dans une minute.'),
    },
  };
}
