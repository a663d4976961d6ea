import { createHmac, timingSafeEqual } from 'node:crypto';

export const LOCAL_SIGNATURE_HEADER = 'kora-signature';
const TOLERANCE_SECONDS = 300;

function digest(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
}

/** "t=<unix seconds>,v1=<hex HMAC-SHA256 of 't.payload'>": the same scheme as Stripe's signatures. */
export function signLocalPayload(secret: string, payload: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, payload)}`;
}

export function verifyLocalSignature(
  secret: string,
  payload: string,
  header: string | undefined,
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1');
  if (!Number.isInteger(timestamp) || !signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(digest(secret, timestamp, payload), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
