import { toMinorUnits } from '@kora/shared/format';
import type { CurrencyCode, WalletBalanceResponse, WalletMovement } from '@kora/shared/contracts';

/** Test answers of the wallet's reads, typed by the contracts. */

/** The wallet's one balance; none before its first credit (then the API lists 0 in EUR for older readers). */
export function aBalance(line?: [number, CurrencyCode]): WalletBalanceResponse {
  const balance = line ? { price: line[0], priceMinor: toMinorUnits(line[0], line[1]), currency: line[1] } : null;
  return { balance, balances: [balance ?? { price: 0, priceMinor: 0, currency: 'EUR' }] };
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
