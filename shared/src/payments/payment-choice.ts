import {
  isMobileMoneyOperator,
  isPaymentMethod,
  type MobileMoneyOperator,
  type PaymentMethod,
} from '../contracts/payment-methods';
import { readJson, readString, signedInKey, STORAGE_KEYS, writeString } from '../stores/storage';

/** The mobile-money account this device paid with last, as the provider reported it (never a full number). */
export interface MobileMoneyPayer {
  operator: MobileMoneyOperator;
  /** e.g. '+225 07 •• •• •• 01'; null when the provider did not say. */
  maskedPhone: string | null;
}

/** Removed at sign-out with the other signed-in keys: the next person on a shared phone sees none of it. */
const PAYER_KEY = signedInKey('mobileMoneyPayer');

const isPayer = (value: unknown): value is MobileMoneyPayer => {
  const payer = value as Partial<MobileMoneyPayer> | null;
  return (
    typeof payer === 'object' &&
    payer !== null &&
    isMobileMoneyOperator(payer.operator) &&
    (payer.maskedPhone === null || typeof payer.maskedPhone === 'string')
  );
};

/** The method last used on this device (every payment screen offers it first); card when none was. */
export function rememberedPaymentMethod(): PaymentMethod {
  const stored = readString(STORAGE_KEYS.paymentMethod);
  return isPaymentMethod(stored) ? stored : 'card';
}

export function rememberPaymentMethod(method: PaymentMethod): void {
  writeString(STORAGE_KEYS.paymentMethod, method);
}

/** The operator and masked number of the last mobile-money payment confirmed on this device, if any. */
export function rememberedMobileMoneyPayer(): MobileMoneyPayer | null {
  return readJson<MobileMoneyPayer | null>(
    PAYER_KEY,
    (value): value is MobileMoneyPayer | null => isPayer(value),
    null,
  );
}

/** Kept from a confirmed payment's details (the payment-status answer): only what the provider masked. */
export function rememberMobileMoneyPayer(details: {
  operator?: MobileMoneyOperator | null;
  maskedPhone?: string | null;
}): void {
  if (!details.operator) return;
  const payer: MobileMoneyPayer = { operator: details.operator, maskedPhone: details.maskedPhone ?? null };
  writeString(PAYER_KEY, JSON.stringify(payer));
}
