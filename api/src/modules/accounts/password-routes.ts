import { changePassword, requestPasswordReset, resetPassword } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { route } from '../../http/route';
import { FORGOT_PASSWORD_ANSWER, PasswordResets, RESET_DONE } from './password-reset';
import { PASSWORD_CHANGED, type AccountsService } from './service';

/** Forgotten password (mailed link), reset with the link's token, and change while signed in. */
export default async function passwordRoutes(
  app: FastifyInstance,
  options: { service: AccountsService },
): Promise<void> {
  const resets = new PasswordResets(app.db, app.mailer, app.log, {
    webUrl: app.config.webUrl,
    ttlSeconds: app.config.passwordResetTtlSeconds,
  });

  route(
    app,
    requestPasswordReset,
    async (request) => {
      // The answer never waits for the lookup or the mail, so its timing says nothing either.
      const task = resets
        .request(request.body.email)
        .catch((err: unknown) => request.log.error({ err }, 'password reset mail failed'));
      pendingResets.add(task);
      void task.finally(() => pendingResets.delete(task));
      return { message: FORGOT_PASSWORD_ANSWER };
    },
    { config: { rateLimit: { max: app.config.forgotPasswordPerMinute, timeWindow: '1 minute' } } },
  );

  route(
    app,
    resetPassword,
    async (request) => {
      await resets.reset(request.body.token, request.body.password);
      return { message: RESET_DONE };
    },
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );

  route(app, changePassword, async (request) => {
    const token = await options.service.changePassword(currentUser(request).id, request.body, request.ip);
    return { message: PASSWORD_CHANGED, token, expiresIn: app.tokens.ttlSeconds };
  });
}

/** Reset mails still being written (tests wait for them with `settlePasswordResetMails`). */
const pendingResets = new Set<Promise<unknown>>();

export async function settlePasswordResetMails(): Promise<void> {
  await Promise.all([...pendingResets]);
}
