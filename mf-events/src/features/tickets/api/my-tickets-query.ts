import { endpointKey, http, isApiError, queryOptions } from '@kora/shared';
import { listMyTickets } from '@kora/shared/contracts/endpoints';
import { readStoredTickets, writeStoredTickets, type StoredTickets } from '../lib/stored-tickets';

export interface MyTickets extends StoredTickets {
  /** True when the server could not be reached and the list is the one kept on the device. */
  offline: boolean;
}

/**
 * The signed-in holder's tickets. Each answer is kept on the device; with no network the kept list
 * answers instead, so the QR codes still show at the door.
 */
export const myTicketsQuery = (username: string) =>
  queryOptions({
    queryKey: [...endpointKey(listMyTickets), { username }],
    queryFn: async ({ signal }): Promise<MyTickets> => {
      try {
        const tickets = await http.call(listMyTickets, {}, { signal });
        const stored = { tickets, updatedAt: new Date().toISOString() };
        writeStoredTickets(username, stored);
        return { ...stored, offline: false };
      } catch (error) {
        const kept = isApiError(error) && error.status === 0 ? readStoredTickets(username) : null;
        if (!kept) throw error;
        return { ...kept, offline: true };
      }
    },
    // Offline, ask at once (and fall back to the kept list) rather than wait for the network.
    networkMode: 'always',
  });
