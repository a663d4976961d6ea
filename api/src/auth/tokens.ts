import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@kora/shared/contracts';

export interface AuthUser {
  id: number;
  username: string;
  roles: Role[];
}

const ALGORITHM = 'HS256';
const ISSUER = 'kora-api';

/** Signs and checks session tokens: HS256 only, with issuer and expiry. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: AuthUser): Promise<string> {
    return new SignJWT({ username: user.username, roles: user.roles })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The token's user, or null when the token is malformed, forged, expired or uses another algorithm. */
  async verify(token: string): Promise<AuthUser | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || typeof payload.username !== 'string') return null;
      const roles = Array.isArray(payload.roles) ? (payload.roles.filter((r) => typeof r === 'string') as Role[]) : [];
      return { id, username: payload.username, roles };
    } catch {
      return null;
    }
  }
}
