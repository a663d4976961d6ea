import {
  ChangePasswordRequestSchema,
  ForgotPasswordRequestSchema,
  MessageResponseSchema,
  PasswordChangedResponseSchema,
  ResetPasswordRequestSchema,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { bearer, errors } from '../../http/schemas';
import { FORGOT_PASSWORD_ANSWER, PasswordResets, RESET_DONE } from './password-reset';
import { PASSWORD_CHANGED, type AccountsService } from './service';

const tags = ['accounts'];
const message = { 200: MessageResponseSchema };

/** Forgotten password (mailed link), reset with the link's token, and change while signed in. */
export default async function passwordRoutes(
  app: FastifyInstance,
  options: { service: AccountsService },
): Promise<void> {
  const resets = new PasswordResets(app.db, app.mailer, app.log, {
    webUrl: app.config.webUrl,
    ttlSeconds: app.config.passwordResetTtlSeconds,
  });

  app.post<{ Body: ForgotPasswordRequest }>(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mails a password reset link (same answer whether or not the email is known)',
        body: ForgotPasswordRequestSchema,
        response: { ...message, ...errors(422, 429) },
      },
      config: { rateLimit: { max: app.config.forgotPasswordPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => {
      // The answer never waits for the lookup or the mail, so its timing says nothing either.
      const task = resets
        .request(request.body.email)
        .catch((err: unknown) => request.log.error({ err }, 'password reset mail failed'));
      pendingResets.add(task);
      void task.finally(() => pendingResets.delete(task));
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post<{ Body: ResetPasswordRequest }>(
    '/reset-password',
    {
      schema: {
        tags,
        summary: "Sets a new password with a reset link's token",
        body: ResetPasswordRequestSchema,
        response: { ...message, ...errors(422, 429) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      await resets.reset(request.body.token, request.body.password);
      return { message: RESET_DONE };
    },
  );

  app.put<{ Body: ChangePasswordRequest }>(
    '/profile/password',
    {
      schema: {
        tags,
        summary: "Changes the signed-in user's password",
        security: bearer,
        body: ChangePasswordRequestSchema,
        response: { 200: PasswordChangedResponseSchema, ...errors(401, 422, 429) },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const token = await options.service.changePassword(currentUser(request).id, request.body, request.ip);
      return { message: PASSWORD_CHANGED, token, expiresIn: app.tokens.ttlSeconds };
    },
  );
}

/** Reset mails still being written (tests wait for them with `settlePasswordResetMails`). */
const pendingResets = new Set<Promise<unknown>>();

export async function settlePasswordResetMails(): Promise<void> {
  await Promise.all([...pendingResets]);
}
