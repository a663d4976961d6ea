import { ed25519 } from '@noble/curves/ed25519';
import { parseClaims, TICKET_CODE_PREFIX, type TicketClaims, type TicketVerificationKey } from '@kora/shared/contracts';
import { fromBase64Url } from './base64url';

const SIGNATURE_BYTES = 64;
const PUBLIC_KEY_BYTES = 32;

/** The raw Ed25519 public key of a JWK; null when it is not one. */
export function publicKeyOf(key: TicketVerificationKey): Uint8Array | null {
  if (key.kty !== 'OKP' || key.crv !== 'Ed25519') return null;
  const raw = fromBase64Url(key.x);
  return raw && raw.length === PUBLIC_KEY_BYTES ? raw : null;
}

/**
 * The claims of a genuine `KT1.<body>.<signature>` token, checked offline with the event's public key;
 * null when the token is malformed or its signature does not hold.
 */
export function readTicketCode(token: string, publicKey: Uint8Array | null): TicketClaims | null {
  if (!publicKey) return null;
  const parts = token.trim().split('.');
  if (parts.length !== 3) return null;
  const [prefix, body, signature] = parts;
  if (prefix !== TICKET_CODE_PREFIX || !body || !signature) return null;
  const signatureBytes = fromBase64Url(signature);
  const bodyBytes = fromBase64Url(body);
  if (!signatureBytes || signatureBytes.length !== SIGNATURE_BYTES || !bodyBytes) return null;
  try {
    const signed = new TextEncoder().encode(`${prefix}.${body}`);
    // Strict RFC 8032 checks, as the API's own verification (Node's crypto) makes them.
    if (!ed25519.verify(signatureBytes, signed, publicKey, { zip215: false })) return null;
  } catch {
    return null;
  }
  try {
    return parseClaims(new TextDecoder('utf-8', { fatal: true }).decode(bodyBytes));
  } catch {
    return null;
  }
}
