import type { LoginResponse } from '@kora/shared/contracts';
import { verifyPassword } from '../../auth/password';
import type { TokenService } from '../../auth/tokens';
import { unauthorized } from '../../http/errors';
import { accountKeyOf, type SignInThrottle } from './login-throttle';
import { AccountsRepository, parseRoles } from './repository';

export const INVALID_CREDENTIALS = 'Identifiants invalides.';

/**
 * Sign-in by username or email. The attempt is counted before the password is checked, and a login
 * that names no account costs the same password check, so the answer's timing does not tell whether
 * the account exists.
 */
export class SignIn {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly throttle: SignInThrottle,
    private readonly tokens: TokenService,
  ) {}

  async attempt(login: string, password: string, address: string): Promise<LoginResponse> {
    const user = await this.accounts.findByLogin(login);
    const accountKey = accountKeyOf(user?.id, login);
    await this.throttle.reserve(accountKey, address);
    const matches = await verifyPassword(password, user?.password_hash ?? null);
    if (!user || !matches) throw unauthorized(INVALID_CREDENTIALS);
    await this.throttle.succeeded(accountKey, address);
    const roles = parseRoles(user.roles);
    return {
      token: await this.tokens.sign({
        id: user.id,
        username: user.username,
        roles,
        tokenVersion: Number(user.token_version),
      }),
      expiresIn: this.tokens.ttlSeconds,
      user: { id: user.id, username: user.username, email: user.email, roles },
    };
  }
}
