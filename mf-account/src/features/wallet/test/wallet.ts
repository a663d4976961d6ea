import { toMinorUnits } from '@kora/shared/format';
import type { CurrencyCode, WalletBalanceResponse, WalletMovement } from '@kora/shared/contracts';

/** Test answers of the wallet's reads, typed by the contracts. */

export function aBalance(...lines: Array<[number, CurrencyCode]>): WalletBalanceResponse {
  return {
    balances: lines.map(([price, currency]) => ({ price, priceMinor: toMinorUnits(price, currency), currency })),
  };
}

export function aMovement(id: number, overrides: Partial<WalletMovement> = {}): WalletMovement {
  const price = overrides.price ?? 20;
  const currency = overrides.currency ?? 'EUR';
  return {
    id,
    reason: 'top-up',
    description: 'Recharge du portefeuille',
    price,
    priceMinor: toMinorUnits(price, currency),
    currency,
    createdAt: '2025-03-15T10:00:00.000Z',
    ...overrides,
  };
}
