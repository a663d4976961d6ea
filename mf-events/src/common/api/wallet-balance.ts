import { apiRead, http, userQueryKey } from '@kora/shared';
import type { CurrencyCode, Price, WalletBalanceResponse } from '@kora/shared/contracts';

/** The wallet's cached reads (balance, movements) sit under this key: a purchase refreshes them. */
export const WALLET_QUERY_KEY = userQueryKey('wallet');

/** `GET /user/balance` (bearer): the signed-in user's balance in every currency held. */
export const walletBalanceQuery = () =>
  apiRead([...WALLET_QUERY_KEY, 'balance'], (signal) => http.get<WalletBalanceResponse>('/user/balance', { signal }));

/** The balance in `currency`; nothing of it held is 0. */
export function balanceIn(wallet: WalletBalanceResponse, currency: CurrencyCode): Price {
  return wallet.balances.find((balance) => balance.currency === currency) ?? { price: 0, priceMinor: 0, currency };
}
