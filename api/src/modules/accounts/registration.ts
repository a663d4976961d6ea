import type { RegisterResponse } from '@kora/shared/contracts';
import type { TokenService } from '../../auth/tokens';
import type { UserRow } from '../../db/tables';
import { parseRoles } from './repository';

export const REGISTERED = 'Inscription réussie ! Vous pouvez maintenant vous connecter.';

/** A new account's answer: it is signed in at once, with the token a sign-in would give. */
export async function registeredAnswer(user: UserRow, tokens: TokenService): Promise<RegisterResponse> {
  const roles = parseRoles(user.roles);
  return {
    message: REGISTERED,
    token: await tokens.sign({ id: user.id, username: user.username, roles, tokenVersion: Number(user.token_version) }),
    expiresIn: tokens.ttlSeconds,
    user: { id: user.id, username: user.username, email: user.email, roles },
  };
}
