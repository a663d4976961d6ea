import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from './tokens';

/**
 * The signed-in user when the request carries a valid token, else null. For calls that visitors may
 * make too (episode comments and votes, an owner reading a draft): a missing, expired, forged or revoked token just means "a visitor".
 */
export async function optionalUser(app: FastifyInstance, request: FastifyRequest): Promise<AuthUser | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? app.tokens.authenticate(match[1]) : null;
}
