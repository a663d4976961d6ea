import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../http/errors';
import { tokenVersionOf } from './token-version';
import { TokenService, type AuthUser } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler for routes that need a signed-in user: 401 otherwise. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export default fp(
  async (app: FastifyInstance, options: { secret: string; ttlSeconds: number }) => {
    app.decorate(
      'tokens',
      new TokenService(options.secret, options.ttlSeconds, (userId) => tokenVersionOf(app.db, userId)),
    );
    app.decorateRequest('user', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('Token JWT manquant.');
      const user = await app.tokens.authenticate(token);
      if (!user) throw unauthorized('Token JWT invalide ou expiré.');
      request.user = user;
    });
  },
  { name: 'kora-auth' },
);
