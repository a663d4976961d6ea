import { createHmac, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/** The DER prefix that makes a 32-byte Ed25519 seed a PKCS#8 private key. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const TOKEN_PREFIX = 'KT1';

/** What a ticket's QR code says: ticket, event, type, holder and the code that changes on transfer. */
export interface TicketClaims {
  ticketId: number;
  eventId: number;
  ticketTypeId: number;
  holderId: number;
  code: string;
}

const encode = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * Signs tickets with Ed25519. The key derives from the server secret, so every API process signs
 * alike and a door device verifies a ticket offline with the public key alone.
 */
export class TicketSigner {
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;

  constructor(secret: string) {
    const seed = createHmac('sha256', secret).update('kora ticket signing key').digest();
    this.privateKey = createPrivateKey({
      key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
    this.publicKey = createPublicKey(this.privateKey);
  }

  /** The public key as a JWK `x` value (base64url of the 32 raw bytes). */
  publicKeyJwk(): { kty: 'OKP'; crv: 'Ed25519'; x: string } {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return { kty: 'OKP', crv: 'Ed25519', x: String(jwk.x) };
  }

  /** `KT1.<claims>.<signature>`: claims as a compact JSON array, both base64url. */
  sign(claims: TicketClaims): string {
    const body = encode(
      JSON.stringify([claims.ticketId, claims.eventId, claims.ticketTypeId, claims.holderId, claims.code]),
    );
    const signed = `${TOKEN_PREFIX}.${body}`;
    return `${signed}.${encode(sign(null, Buffer.from(signed), this.privateKey))}`;
  }

  /** The claims of a genuine token; null when it is malformed or its signature does not hold. */
  verify(token: string): TicketClaims | null {
    const [prefix, body, signature] = token.split('.');
    if (prefix !== TOKEN_PREFIX || !body || !signature) return null;
    const genuine = verify(null, Buffer.from(`${prefix}.${body}`), this.publicKey, Buffer.from(signature, 'base64url'));
    if (!genuine) return null;
    try {
      const [ticketId, eventId, ticketTypeId, holderId, code] = JSON.parse(
        Buffer.from(body, 'base64url').toString('utf8'),
      ) as [number, number, number, number, string];
      return { ticketId, eventId, ticketTypeId, holderId, code };
    } catch {
      return null;
    }
  }
}
