import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@kora/shared/contracts';

export interface AuthUser {
  id: number;
  username: string;
  roles: Role[];
}

/** A token's user and the token version it was issued with (see `users.token_version`). */
export interface TokenClaims extends AuthUser {
  tokenVersion: number;
}

const ALGORITHM = 'HS256';
const ISSUER = 'kora-api';

/** The user's current token version; undefined when the user no longer exists. */
export type TokenVersionLookup = (userId: number) => Promise<number | undefined>;

/** Signs and checks session tokens: HS256 only, with issuer, expiry and the user's token version. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
    private readonly currentVersion: TokenVersionLookup,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * A token for the user. Give `tokenVersion` when it was read together with what was just checked
   * (the password of a sign-in); otherwise the user's current version is used.
   */
  async sign(user: AuthUser & { tokenVersion?: number }): Promise<string> {
    const version = user.tokenVersion ?? (await this.currentVersion(user.id)) ?? 0;
    return new SignJWT({ username: user.username, roles: user.roles, ver: version })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The token's claims, or null when the token is malformed, forged, expired or uses another algorithm. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER });
      const id = Number(payload.sub);
      if (!Number.isInteger(id) || typeof payload.username !== 'string') return null;
      const roles = Array.isArray(payload.roles) ? (payload.roles.filter((r) => typeof r === 'string') as Role[]) : [];
      const tokenVersion = payload.ver === undefined ? 0 : Number(payload.ver);
      if (!Number.isInteger(tokenVersion)) return null;
      return { id, username: payload.username, roles, tokenVersion };
    } catch {
      return null;
    }
  }

  /** The token's user while the token is still current: valid, and issued since the last password change. */
  async authenticate(token: string): Promise<AuthUser | null> {
    const claims = await this.verify(token);
    if (!claims) return null;
    if ((await this.currentVersion(claims.id)) !== claims.tokenVersion) return null;
    return { id: claims.id, username: claims.username, roles: claims.roles };
  }
}
