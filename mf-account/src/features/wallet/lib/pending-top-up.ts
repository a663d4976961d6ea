import type { CurrencyCode, WalletMovement } from '@kora/shared/contracts';

/**
 * The top-up the browser left to pay, kept for this tab so that, back from the checkout, the profile
 * knows which credit to wait for: the provider confirms it on its own, sometimes after the return.
 */
export interface PendingTopUp {
  currency: CurrencyCode;
  priceMinor: number;
  /** The newest movement known when the top-up started; the credit comes after it. */
  afterMovementId: number;
}

const KEY = 'kora.wallet.pendingTopUp';

function isPendingTopUp(value: unknown): value is PendingTopUp {
  if (typeof value !== 'object' || value === null) return false;
  const { currency, priceMinor, afterMovementId } = value as Record<string, unknown>;
  return typeof currency === 'string' && typeof priceMinor === 'number' && typeof afterMovementId === 'number';
}

export function rememberPendingTopUp(topUp: PendingTopUp): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(topUp));
  } catch {
    // Storage blocked: back from the checkout the profile refreshes the wallet without waiting for the credit.
  }
}

export function readPendingTopUp(): PendingTopUp | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isPendingTopUp(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function forgetPendingTopUp(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored either.
  }
}

/** Whether the movements show the credit of the top-up. */
export function hasLanded(movements: readonly WalletMovement[], topUp: PendingTopUp): boolean {
  return movements.some(
    (movement) =>
      movement.reason === 'top-up' &&
      movement.id > topUp.afterMovementId &&
      movement.currency === topUp.currency &&
      movement.priceMinor === topUp.priceMinor,
  );
}

/** The newest movement's id among those listed, 0 when none. */
export function newestMovementId(movements: readonly WalletMovement[] | undefined): number {
  return Math.max(0, ...(movements ?? []).map((movement) => movement.id));
}
