import type { LoginResponse } from '@kora/shared/contracts';
import { verifyPassword } from '../../auth/password';
import type { TokenService } from '../../auth/tokens';
import { unauthorized } from '../../http/errors';
import type { AddressStanding } from '../../limits/address-standing';
import type { DeviceCookies } from './device-cookie';
import { accountKeyOf, type SignInThrottle } from './login-throttle';
import { AccountsRepository, parseRoles } from './repository';

export const INVALID_CREDENTIALS = 'Identifiants invalides.';

export interface SignedIn {
  session: LoginResponse;
  /** The device cookie's new value, naming the account. */
  deviceCookie: string;
}

/**
 * Sign-in by username or email. The attempt is counted before the password is checked (against the
 * device when it signed in to the account before, else against the address), and a login that names
 * no account costs the same password check, so the answer's timing does not tell whether the account
 * exists.
 */
export class SignIn {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly throttle: SignInThrottle,
    private readonly standing: AddressStanding,
    private readonly devices: DeviceCookies,
    private readonly tokens: TokenService,
  ) {}

  async attempt(login: string, password: string, address: string, deviceCookie?: string): Promise<SignedIn> {
    const user = await this.accounts.findByLogin(login);
    const accountKey = accountKeyOf(user?.id, login);
    const device = user ? this.devices.recognise(deviceCookie, user) : null;
    await this.throttle.reserve(accountKey, address, device);
    const matches = await verifyPassword(password, user?.password_hash ?? null);
    if (!user || !matches) throw unauthorized(INVALID_CREDENTIALS);
    await this.throttle.succeeded(accountKey, address, device);
    await this.standing.signedIn(address, user.id);
    const roles = parseRoles(user.roles);
    const session: LoginResponse = {
      token: await this.tokens.sign({
        id: user.id,
        username: user.username,
        roles,
        tokenVersion: Number(user.token_version),
      }),
      expiresIn: this.tokens.ttlSeconds,
      user: { id: user.id, username: user.username, email: user.email, roles },
    };
    return { session, deviceCookie: this.devices.remember(deviceCookie, user) };
  }
}
