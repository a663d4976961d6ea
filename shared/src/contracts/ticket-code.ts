/**
 * The code a ticket's QR holds: `KT1.<claims>.<signature>`, both parts base64url. The claims are the
 * UTF-8 JSON array `[ticketId, eventId, ticketTypeId, holderId, code]`; the signature is Ed25519 over
 * the ASCII bytes of `KT1.<claims>`. The API writes it; a door reads it offline with the public key.
 */
export const TICKET_CODE_PREFIX = 'KT1';

export interface TicketClaims {
  ticketId: number;
  eventId: number;
  ticketTypeId: number;
  holderId: number;
  /** The ticket's secret, which changes when it is transferred. */
  code: string;
}

/** The claims as the JSON text the token carries. */
export function claimsText(claims: TicketClaims): string {
  return JSON.stringify([claims.ticketId, claims.eventId, claims.ticketTypeId, claims.holderId, claims.code]);
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The claims of a token's JSON text; null when it is not one. */
export function parseClaims(text: string): TicketClaims | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || parsed.length !== 5) return null;
    const [ticketId, eventId, ticketTypeId, holderId, code] = parsed as unknown[];
    if (!isId(ticketId) || !isId(eventId) || !isId(ticketTypeId) || !isId(holderId)) return null;
    if (typeof code !== 'string' || code === '') return null;
    return { ticketId, eventId, ticketTypeId, holderId, code };
  } catch {
    return null;
  }
}
