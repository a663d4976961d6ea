import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';

const HOUR_MS = 60 * 60_000;

/**
 * How many support writes one account, and one address, may make in an hour. An address is shared by
 * many people behind a mobile network, so it gets more than an account. The support team is not counted.
 */
export const SUPPORT_LIMITS = {
  requests: { perAccount: 5, perAddress: 10 },
  replies: { perAccount: 30, perAddress: 60 },
} as const;

/** Counts one write of `userId` (null: a visitor) from the request's address; 429 past either limit. */
type Limiter = (request: FastifyRequest, userId: number | null) => Promise<void>;

/** Both limits of one kind of write, counted in the database so that every API process shares them. */
function limiter(app: FastifyInstance, kind: keyof typeof SUPPORT_LIMITS): Limiter {
  const { perAccount, perAddress } = SUPPORT_LIMITS[kind];
  const accountOf = new WeakMap<FastifyRequest, number>();
  const byAccount = app.createRateLimit({
    max: perAccount,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `support-${kind}|account:${accountOf.get(request) ?? 0}`,
  });
  const byAddress = app.createRateLimit({
    max: perAddress,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `support-${kind}|address:${request.ip}`,
  });
  return async (request, userId) => {
    const counts = [await byAddress(request)];
    if (userId !== null) {
      accountOf.set(request, userId);
      counts.push(await byAccount(request));
    }
    for (const count of counts) {
      if (count.isAllowed || !count.isExceeded) continue;
      const minutes = Math.max(1, Math.ceil(count.ttlInSeconds / 60));
      throw new HttpError(429, `Trop de messages envoyés. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`);
    }
  };
}

export function supportLimits(app: FastifyInstance) {
  return { requests: limiter(app, 'requests'), replies: limiter(app, 'replies') };
}
