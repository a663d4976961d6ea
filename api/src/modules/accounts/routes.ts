import type {
  ArtistProfileUpdateRequest,
  BecomeArtistRequest,
  LoginRequest,
  ProfileUpdateRequest,
  RegisterRequest,
} from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { HttpError } from '../../http/errors';
import { requireFeature } from '../subscriptions/require-feature';
import { LoginThrottle } from './login-throttle';
import ordersRoutes from './orders-routes';
import passwordRoutes from './password-routes';
import { AccountsRepository } from './repository';
import {
  artistProfilePutSchema,
  becomeArtistSchema,
  loginSchema,
  profileGetSchema,
  profilePutSchema,
  registerSchema,
} from './schemas';
import { AccountsService } from './service';

/** Accounts: register, sign in, passwords, profile, orders, artist profile, become an artist. */
export default async function accountsModule(app: FastifyInstance): Promise<void> {
  const service = new AccountsService(new AccountsRepository(app.db), app.tokens, app.media);
  const throttle = new LoginThrottle(app.config.loginFailuresPerMinute);
  app.register(passwordRoutes, { service });
  app.register(ordersRoutes);

  app.post<{ Body: RegisterRequest }>(
    '/register',
    {
      schema: registerSchema,
      config: { rateLimit: { max: app.config.registrationsPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = await service.register(request.body);
      return reply.status(201).send({
        message: 'Inscription réussie ! Vous pouvez maintenant vous connecter.',
        user: { id: user.id, username: user.username, email: user.email },
      });
    },
  );

  app.post<{ Body: LoginRequest }>('/login_check', { schema: loginSchema }, async (request, reply) => {
    const { username, password } = request.body;
    const wait = throttle.retryAfterSeconds(username, request.ip);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, `Trop de tentatives de connexion. Réessayez dans ${wait} secondes.`);
    }
    try {
      const session = await service.login(username, password);
      throttle.reset(username, request.ip);
      return session;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) throttle.recordFailure(username, request.ip);
      throw error;
    }
  });

  app.get('/profile', { schema: profileGetSchema, preHandler: app.requireUser }, async (request) =>
    service.profile(currentUser(request).id),
  );

  app.put<{ Body: ProfileUpdateRequest }>(
    '/profile',
    { schema: profilePutSchema, preHandler: app.requireUser },
    async (request) => service.updateProfile(currentUser(request).id, request.body),
  );

  app.put<{ Body: ArtistProfileUpdateRequest }>(
    '/artist/profile',
    { schema: artistProfilePutSchema, preHandler: app.requireUser },
    async (request) => service.updateArtistProfile(currentUser(request).id, request.body),
  );

  app.post<{ Body: BecomeArtistRequest }>(
    '/artists/become-artist',
    { schema: becomeArtistSchema, preHandler: [app.requireUser, requireFeature('contentCreation')] },
    async (request, reply) => {
      const result = await service.becomeArtist(currentUser(request).id, request.body.name);
      return reply.status(201).send({ message: 'Félicitations ! Vous êtes maintenant un artiste.', ...result });
    },
  );
}
