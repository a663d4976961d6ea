import type { CartQuote } from '@kora/shared/contracts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function looksLikeQuote(value: unknown): value is CartQuote {
  return isRecord(value) && Array.isArray(value.lines) && isRecord(value.total) && Array.isArray(value.discounts);
}

/** The new quote a 409 from `POST /create-payment-intent` carries (as `quote`, or as the body itself), if any. */
export function quoteOfConflict(body: unknown): CartQuote | null {
  if (isRecord(body) && looksLikeQuote(body.quote)) return body.quote;
  return looksLikeQuote(body) ? body : null;
}
