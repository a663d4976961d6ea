import {
  isMobileMoneyOperator,
  isPaymentMethod,
  type MobileMoneyOperator,
  type PaymentMethod,
} from '../contracts/payment-methods';
import { readJson, readString, removeKey, signedInKey, STORAGE_KEYS, writeString } from '../stores/storage';

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

/**
 * The method, and for mobile money the operator chosen in Kora's form (the number stays the one the
 * provider reported, while the operator is the same).
 */
export function rememberPaymentChoice(method: PaymentMethod, operator?: MobileMoneyOperator | null): void {
  rememberPaymentMethod(method);
  if (method !== 'mobile_money' || !operator) return;
  const known = rememberedMobileMoneyPayer();
  rememberMobileMoneyPayer({ operator, maskedPhone: known?.operator === operator ? known.maskedPhone : null });
}

/** The operator this device paid with last; null when none was. */
export function rememberedOperator(): MobileMoneyOperator | null {
  return rememberedMobileMoneyPayer()?.operator ?? null;
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

const PENDING_KEY = signedInKey('pendingMobileMoneyPayment');

/** A mobile-money payment this device left for the provider's page: asked about when the payer comes back. */
export function notePendingMobileMoneyPayment(sessionId: string): void {
  writeString(PENDING_KEY, sessionId);
}

/** The payment noted on leaving, once: the next call answers null. */
export function takePendingMobileMoneyPayment(): string | null {
  const sessionId = readString(PENDING_KEY);
  removeKey(PENDING_KEY);
  return sessionId;
}

/**
 * Back from the provider's page: the payment noted on leaving is asked about (`ask`: the app's call of
 * `checkPaymentStatus`), and its operator and masked number are kept for next time. Never throws.
 */
export async function rememberPayerOfPendingPayment(
  ask: (sessionId: string) => Promise<{ operator?: MobileMoneyOperator | null; maskedPhone?: string | null }>,
): Promise<void> {
  const sessionId = takePendingMobileMoneyPayment();
  if (!sessionId) return;
  try {
    rememberMobileMoneyPayer(await ask(sessionId));
  } catch {
    // The payer is simply not offered next time.
  }
}
