import type { CurrencyCode, Price, WalletBalanceResponse } from '@kora/shared/contracts';

/** The balance in `currency`; nothing of it held is 0. */
export function balanceIn(wallet: WalletBalanceResponse, currency: CurrencyCode): Price {
  return wallet.balances.find((balance) => balance.currency === currency) ?? { price: 0, priceMinor: 0, currency };
}
