import { apiRead, profileQuery, userQueryKey } from '@kora/shared';
import { getInvoices, getOAuthProviders, getOrders, getStoreOrder } from './api';
import { loadCurrentSubscription } from './hooks/use-current-subscription';

/** The account's reads: all of them the signed-in user's, so sign-out drops them. */
export const accountQueries = {
  profile: () => profileQuery(),
  subscription: () => apiRead(userQueryKey('subscription'), (signal) => loadCurrentSubscription(signal)),
  orders: () => apiRead(userQueryKey('orders'), (signal) => getOrders(signal)),
  storeOrder: (orderId: number) => apiRead(userQueryKey('orders', orderId), (signal) => getStoreOrder(orderId, signal)),
  /** Public: the social sign-in providers the site has keys for. */
  oauthProviders: () =>
    apiRead(['oauth-providers'], (signal) => getOAuthProviders(signal).then((answer) => answer.providers)),
  invoices: () => apiRead(userQueryKey('invoices'), (signal) => getInvoices(signal).then((answer) => answer.data)),
};
