// Test-only: a door key pair and ticket codes signed as the API signs them (see api/…/ticket-signing.ts).
import { ed25519 } from '@noble/curves/ed25519';
import { claimsText, TICKET_CODE_PREFIX, type TicketClaims, type TicketVerificationKey } from '@kora/shared/contracts';
import { toBase64Url } from '../lib/base64url';

export interface DoorKeyPair {
  secretKey: Uint8Array;
  key: TicketVerificationKey;
}

export function aDoorKeyPair(): DoorKeyPair {
  const secretKey = ed25519.utils.randomPrivateKey();
  return { secretKey, key: { kty: 'OKP', crv: 'Ed25519', x: toBase64Url(ed25519.getPublicKey(secretKey)) } };
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A ticket code: `KT1.<claims>.<signature>`; `claims` defaults to ticket `ticketId` of event 1. */
export function signTicket(secretKey: Uint8Array, claims: Partial<TicketClaims> & { ticketId: number }): string {
  const { ticketId, eventId = 1, ticketTypeId = 1, holderId = 7, code = `secret-${ticketId}` } = claims;
  const body = toBase64Url(utf8(claimsText({ ticketId, eventId, ticketTypeId, holderId, code })));
  const signed = `${TICKET_CODE_PREFIX}.${body}`;
  return `${signed}.${toBase64Url(ed25519.sign(utf8(signed), secretKey))}`;
}
