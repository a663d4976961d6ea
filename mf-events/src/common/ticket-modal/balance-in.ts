import type { CurrencyCode, Price, WalletBalanceResponse } from '@kora/shared/contracts';

/** The wallet's one balance, in its own currency; before its first credit, nothing held in `currency`. */
export function walletBalanceOf(wallet: WalletBalanceResponse, currency: CurrencyCode): Price {
  return wallet.balance ?? { price: 0, priceMinor: 0, currency };
}
