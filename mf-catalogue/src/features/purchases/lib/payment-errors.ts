import { isApiError } from '@kora/shared';

export const SIGN_IN_TO_BUY = 'Vous devez être connecté pour effectuer un achat.';
export const SERVER_UNREACHABLE = 'Erreur de connexion au serveur. Veuillez réessayer.';
export const PAYMENT_SETUP_ERROR = 'Erreur de configuration du paiement.';
export const PAYMENT_FAILED = 'Une erreur est survenue lors du paiement.';
export const NO_CHECKOUT_URL = 'URL de paiement non reçue du serveur.';

/**
 * §8 "Payment mapping": not signed in; the server's refusal of the payment method (mobile money off: a
 * 422 with a violation on `method`) as it says it; a message mentioning the server → connection error;
 * one mentioning a URL → configuration error; else the original message or the generic one.
 */
export function paymentErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return SIGN_IN_TO_BUY;
  if (isApiError(error) && error.status === 0) return SERVER_UNREACHABLE;
  const refusedMethod = isApiError(error) ? error.violations?.find((v) => v.propertyPath === 'method') : undefined;
  if (refusedMethod?.message.trim()) return refusedMethod.message;
  const message = error instanceof Error ? error.message.trim() : '';
  if (!message) return PAYMENT_FAILED;
  if (message === SIGN_IN_TO_BUY || message === NO_CHECKOUT_URL) return message;
  if (/serveur|server/i.test(message)) return SERVER_UNREACHABLE;
  if (/\burl\b/i.test(message)) return PAYMENT_SETUP_ERROR;
  return message;
}
