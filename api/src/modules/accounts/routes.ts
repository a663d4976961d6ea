import type {
  ArtistProfileUpdateRequest,
  BecomeArtistRequest,
  LoginRequest,
  ProfileUpdateRequest,
  RegisterRequest,
} from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { AddressStanding, REGISTRATIONS_SCALING } from '../../limits/address-standing';
import { requireFeature } from '../subscriptions/require-feature';
import { CurrentPassword } from './current-password';
import { DeviceCookies, deviceCookieOf, setDeviceCookie } from './device-cookie';
import { SignInRefused, SignInThrottle } from './login-throttle';
import ordersRoutes from './orders-routes';
import passwordRoutes from './password-routes';
import { registeredAnswer } from './registration';
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
import { SignIn } from './sign-in';

/** Accounts: register, sign in, passwords, profile, orders, artist profile, become an artist. */
export default async function accountsModule(app: FastifyInstance): Promise<void> {
  const accounts = new AccountsRepository(app.db);
  const standing = new AddressStanding(app.db);
  const throttle = new SignInThrottle(app.db, standing, {
    perAccount: app.config.loginFailuresPerMinute,
    perAddress: app.config.loginFailuresPerAddressPerMinute,
    windowMs: 60_000,
  });
  const service = new AccountsService(accounts, app.tokens, app.media, new CurrentPassword(throttle), {
    mailer: app.mailer,
    contactUrl: `${app.config.webUrl}/contact`,
    log: app.log,
  });
  const devices = new DeviceCookies(app.config.jwtSecret);
  const signIn = new SignIn(accounts, throttle, standing, devices, app.tokens);

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof SignInRefused) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  app.register(passwordRoutes, { service });
  app.register(ordersRoutes);

  app.post<{ Body: RegisterRequest }>(
    '/register',
    {
      schema: registerSchema,
      config: {
        rateLimit: {
          max: (request) => standing.allowance(request.ip, app.config.registrationsPerMinute, REGISTRATIONS_SCALING),
          timeWindow: '1 minute',
        },
      },
    },
    async (request, reply) => {
      const user = await service.register(request.body);
      // Registered is signed in: this device is known to the account from now on.
      setDeviceCookie(request, reply, devices.remember(deviceCookieOf(request), user));
      return reply.status(201).send(await registeredAnswer(user, app.tokens));
    },
  );

  app.post<{ Body: LoginRequest }>('/login_check', { schema: loginSchema }, async (request, reply) => {
    const { username, password } = request.body;
    const signedIn = await signIn.attempt(username, password, request.ip, deviceCookieOf(request));
    setDeviceCookie(request, reply, signedIn.deviceCookie);
    return signedIn.session;
  });

  app.get('/profile', { schema: profileGetSchema, preHandler: app.requireUser }, async (request) =>
    service.profile(currentUser(request).id),
  );

  app.put<{ Body: ProfileUpdateRequest }>(
    '/profile',
    { schema: profilePutSchema, preHandler: app.requireUser },
    async (request) => service.updateProfile(currentUser(request).id, request.body, request.ip),
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
