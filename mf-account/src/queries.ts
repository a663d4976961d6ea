import { queryOptions, userQueryKey } from '@kora/shared';
import { getInvoices, getOrders, getProfile } from './api';
import { loadCurrentSubscription } from './hooks/use-current-subscription';

/** The account's reads: all of them the signed-in user's, so sign-out drops them. */
export const accountQueries = {
  profile: () => queryOptions({ queryKey: userQueryKey('profile'), queryFn: ({ signal }) => getProfile(signal) }),
  subscription: () =>
    queryOptions({ queryKey: userQueryKey('subscription'), queryFn: ({ signal }) => loadCurrentSubscription(signal) }),
  orders: () => queryOptions({ queryKey: userQueryKey('orders'), queryFn: ({ signal }) => getOrders(signal) }),
  invoices: () =>
    queryOptions({
      queryKey: userQueryKey('invoices'),
      queryFn: ({ signal }) => getInvoices(signal).then((answer) => answer.data),
    }),
};
