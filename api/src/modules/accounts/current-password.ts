import { verifyPassword } from '../../auth/password';
import type { UserRow } from '../../db/tables';
import { badRequest, HttpError } from '../../http/errors';
import { accountKeyOf, type SignInThrottle } from './login-throttle';

export const CURRENT_PASSWORD_WRONG = 'Le mot de passe actuel est incorrect.';
export const CURRENT_PASSWORD_REQUIRED = "Saisissez votre mot de passe actuel pour changer d'adresse email.";

/**
 * Checks the password of a signed-in user before a sensitive change. Each check counts as a sign-in
 * attempt of the account from that address, so a stolen session cannot guess the password either.
 */
export class CurrentPassword {
  constructor(private readonly throttle: SignInThrottle) {}

  /** True when the account has no password (social sign-in) or `given` is it. */
  async matches(user: UserRow, given: string | undefined, address: string): Promise<boolean> {
    if (!user.password_hash) return true;
    const accountKey = accountKeyOf(user.id, user.username);
    await this.throttle.reserve(accountKey, address);
    const matches = await verifyPassword(given ?? '', user.password_hash);
    if (matches) await this.throttle.succeeded(accountKey, address);
    return matches;
  }

  /** Throws 400 when the password is missing, 403 when it is wrong; both on the `currentPassword` field. */
  async require(user: UserRow, given: string | undefined, address: string): Promise<void> {
    if (!user.password_hash) return;
    if (!given) {
      throw badRequest(CURRENT_PASSWORD_REQUIRED, [
        { propertyPath: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED },
      ]);
    }
    if (!(await this.matches(user, given, address))) {
      throw new HttpError(403, CURRENT_PASSWORD_WRONG, [
        { propertyPath: 'currentPassword', message: CURRENT_PASSWORD_WRONG },
      ]);
    }
  }
}
