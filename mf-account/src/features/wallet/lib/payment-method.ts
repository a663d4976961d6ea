import { readString, STORAGE_KEYS, writeString } from '@kora/shared';
import { isPaymentMethod, type PaymentMethod } from '@kora/shared/contracts';

/** The way the wallet is topped up (card or mobile money), remembered on this device (the catalogue's payment modal reads it too). */

/** The method last used on this device; card when none was, or when storage is blocked. */
export function rememberedPaymentMethod(): PaymentMethod {
  const stored = readString(STORAGE_KEYS.paymentMethod);
  return isPaymentMethod(stored) ? stored : 'card';
}

export function rememberPaymentMethod(method: PaymentMethod): void {
  writeString(STORAGE_KEYS.paymentMethod, method);
}
