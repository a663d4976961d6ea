import { jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'kora-billing-portal';
const TTL_SECONDS = 60 * 60;

export interface PortalGrant {
  userId: number;
  returnUrl: string;
}

/** Short-lived signed links to the local billing portal: the browser opens them without a bearer token. */
export class PortalTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(grant: PortalGrant): Promise<string> {
    return new SignJWT({ returnUrl: grant.returnUrl })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(grant.userId))
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${TTL_SECONDS}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<PortalGrant | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.returnUrl !== 'string') return null;
      return { userId, returnUrl: payload.returnUrl };
    } catch {
      return null;
    }
  }
}
