import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** Recipient checks one session may make in a minute: enough to fix a typo, too few to sweep e-mails. */
export const RECIPIENT_LOOKUPS_PER_MINUTE = 20;

/**
 * Counted per session (its token, hashed: the counts table never holds a usable token), not per
 * address: many listeners may share one mobile network's address.
 */
function sessionKey(request: FastifyRequest): string {
  const token = request.headers.authorization;
  return token ? createHash('sha256').update(token).digest('base64url') : `address:${request.ip}`;
}

export const recipientLookupLimit = {
  rateLimit: { max: RECIPIENT_LOOKUPS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: sessionKey },
};
