import { claimsText, parseClaims, TICKET_CODE_PREFIX, type TicketClaims } from '@kora/shared/contracts';
import { createHmac, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/** The DER prefix that makes a 32-byte Ed25519 seed a PKCS#8 private key. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

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
    const signed = `${TICKET_CODE_PREFIX}.${encode(claimsText(claims))}`;
    return `${signed}.${encode(sign(null, Buffer.from(signed), this.privateKey))}`;
  }

  /** The claims of a genuine token; null when it is malformed or its signature does not hold. */
  verify(token: string): TicketClaims | null {
    const [prefix, body, signature] = token.split('.');
    if (prefix !== TICKET_CODE_PREFIX || !body || !signature) return null;
    const genuine = verify(null, Buffer.from(`${prefix}.${body}`), this.publicKey, Buffer.from(signature, 'base64url'));
    return genuine ? parseClaims(Buffer.from(body, 'base64url').toString('utf8')) : null;
  }
}
