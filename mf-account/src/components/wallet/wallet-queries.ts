import { apiRead, userQueryKey } from '@kora/shared';
import { getWalletBalance, getWalletMovements } from '../../api';

/**
 * Every wallet read sits under this key, the one mf-events' ticket purchase refreshes; being under the
 * kernel's user root, the reads are dropped at sign-out. The balance's key and answer are the same as
 * mf-events' own balance read, so both remotes share one cached balance.
 */
export const WALLET_QUERY_KEY = userQueryKey('wallet');

export const walletQueries = {
  balance: () => apiRead([...WALLET_QUERY_KEY, 'balance'], (signal) => getWalletBalance(signal)),
  movements: () => apiRead([...WALLET_QUERY_KEY, 'movements'], (signal) => getWalletMovements(signal)),
};
