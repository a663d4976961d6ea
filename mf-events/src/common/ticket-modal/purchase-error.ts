import { isApiError } from '@kora/shared';

export interface PurchaseErrorTexts {
  network: string;
  fallback: string;
}

/** What a failed purchase says: 'Erreur réseau' when the server was not reached, its message, else the fallback. */
export function purchaseErrorText(error: unknown, texts: PurchaseErrorTexts): string {
  if (!isApiError(error)) return texts.fallback;
  if (error.status === 0) return texts.network;
  const body = error.body as { message?: unknown } | null;
  const message = typeof body === 'object' && body !== null ? body.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : texts.fallback;
}
