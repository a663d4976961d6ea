import {
  becomeArtist,
  getProfile,
  registerAccount,
  signInWithPassword,
  updateArtistProfile,
  updateProfile,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { route } from '../../http/route';
import { AddressStanding, REGISTRATIONS_SCALING } from '../../limits/address-standing';
import { CurrentPassword } from './current-password';
import { DeviceCookies, deviceCookieOf, setDeviceCookie } from './device-cookie';
import { SignInRefused, SignInThrottle } from './login-throttle';
import ordersRoutes from './orders-routes';
import passwordRoutes from './password-routes';
import { registeredAnswer } from './registration';
import { AccountsRepository } from './repository';
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

  route(
    app,
    registerAccount,
    async (request, reply) => {
      const user = await service.register(request.body);
      // Registered is signed in: this device is known to the account from now on.
      setDeviceCookie(request, reply, devices.remember(deviceCookieOf(request), user));
      reply.code(201);
      return registeredAnswer(user, app.tokens);
    },
    {
      config: {
        rateLimit: {
          max: (request) => standing.allowance(request.ip, app.config.registrationsPerMinute, REGISTRATIONS_SCALING),
          timeWindow: '1 minute',
        },
      },
    },
  );

  route(app, signInWithPassword, async (request, reply) => {
    const { username, password } = request.body;
    const signedIn = await signIn.attempt(username, password, request.ip, deviceCookieOf(request));
    setDeviceCookie(request, reply, signedIn.deviceCookie);
    return signedIn.session;
  });

  route(app, getProfile, async (request) => service.profile(currentUser(request).id));

  route(app, updateProfile, async (request) =>
    service.updateProfile(currentUser(request).id, request.body, request.ip),
  );

  route(app, updateArtistProfile, async (request) =>
    service.updateArtistProfile(currentUser(request).id, request.body),
  );

  route(app, becomeArtist, async (request, reply) => {
    const result = await service.becomeArtist(currentUser(request).id, request.body.name);
    reply.code(201);
    return { message: 'Félicitations ! Vous êtes maintenant un artiste.', ...result };
  });
}
