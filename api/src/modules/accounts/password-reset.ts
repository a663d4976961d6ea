import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../auth/password';
import { nextTokenVersion } from '../../auth/token-version';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import { invalid } from '../../http/errors';
import { passwordResetMessage } from '../../mail/account-messages';
import type { Mailer } from '../../mail/mailer';
import { AccountsRepository } from './repository';
import { passwordViolation } from './service';

export const FORGOT_PASSWORD_ANSWER =
  "Si un compte correspond à cet email, un lien de réinitialisation vient d'être envoyé. Il est valable une heure.";
export const RESET_DONE = 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.';
export const RESET_LINK_INVALID = 'Ce lien de réinitialisation est invalide ou a expiré.';

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface PasswordResetOptions {
  webUrl: string;
  ttlSeconds: number;
}

/**
 * Forgotten passwords: a single-use link valid one hour, mailed; only the token's hash is kept. A reset
 * ends every session of the account.
 */
export class PasswordResets {
  private readonly accounts: AccountsRepository;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly options: PasswordResetOptions,
  ) {
    this.accounts = new AccountsRepository(db);
  }

  /** Mails a reset link when an account has this email; does nothing otherwise. */
  async request(email: string): Promise<void> {
    const user = await this.accounts.findByLogin(email);
    if (!user || user.email !== email.trim().toLowerCase()) return;
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.db
      .insertInto('password_reset_tokens')
      .values({
        user_id: user.id,
        token_hash: tokenHash(token),
        expires_at: new Date(now.getTime() + this.options.ttlSeconds * 1000).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    await this.mailer.send(passwordResetMessage(user, `${this.options.webUrl}/reset-password/${token}`));
    // The link opens the account: it goes to the mailbox only, never to a log.
    this.log.info({ userId: user.id }, 'password reset link mailed');
  }

  /** Sets the new password when the token is known, unused and younger than an hour; the token is then spent. */
  async reset(token: string, password: string): Promise<void> {
    const weak = passwordViolation(password);
    const now = nowIso();
    const row = await this.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (!row) throw invalid([{ propertyPath: 'token', message: RESET_LINK_INVALID }], RESET_LINK_INVALID);
    if (weak) throw invalid([weak]);
    const passwordHash = await hashPassword(password);
    const spent = await this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, token_version: nextTokenVersion, updated_at: now })
        .where('id', '=', row.user_id)
        .execute();
      // Every other link of this user stops working too.
      await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('user_id', '=', row.user_id)
        .where('used_at', 'is', null)
        .execute();
      return true;
    });
    if (!spent) throw invalid([{ propertyPath: 'token', message: RESET_LINK_INVALID }], RESET_LINK_INVALID);
  }
}
