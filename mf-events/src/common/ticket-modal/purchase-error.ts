import { isApiError } from '@kora/shared';

export interface PurchaseErrorTexts {
  network: string;
  fallback: string;
  /** The refusals the purchase API answers, by status, in the reader's language. */
  refusals: Partial<Record<number, string>>;
}

/**
 * What a failed purchase says: 'Erreur réseau' when the server was not reached, a known refusal in the
 * reader's language, else the server's message, else the fallback.
 */
export function purchaseErrorText(error: unknown, texts: PurchaseErrorTexts): string {
  if (!isApiError(error)) return texts.fallback;
  if (error.status === 0) return texts.network;
  const refusal = texts.refusals[error.status];
  if (refusal) return refusal;
  const body = error.body as { message?: unknown } | null;
  const message = typeof body === 'object' && body !== null ? body.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : texts.fallback;
}
