import { http, isApiError, queryOptions } from '@kora/shared';
import type { Ticket, TicketRecipient, TransferTicketRequest, TransferTicketResponse } from '@kora/shared/contracts';
import { readStoredTickets, writeStoredTickets, type StoredTickets } from '../lib/stored-tickets';

export interface MyTickets extends StoredTickets {
  /** True when the server could not be reached and the list is the one kept on the device. */
  offline: boolean;
}

/** Every query of this feature starts with this key (a transfer refreshes them all). */
export const TICKETS_QUERY_ROOT = 'tickets';

/**
 * The signed-in holder's tickets. Each answer is kept on the device; with no network the kept list
 * answers instead, so the QR codes still show at the door.
 */
export const myTicketsQuery = (username: string) =>
  queryOptions({
    queryKey: [TICKETS_QUERY_ROOT, 'mine', username],
    queryFn: async ({ signal }): Promise<MyTickets> => {
      try {
        const tickets = await http.get<Ticket[]>('/tickets/my-tickets', { signal });
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

export function transferTicket(ticketId: number, recipient: string): Promise<TransferTicketResponse> {
  return http.post<TransferTicketResponse>(`/tickets/${ticketId}/transfer`, {
    recipient,
  } satisfies TransferTicketRequest);
}

/** Whether `recipient` (a username or an e-mail) names an account the ticket can go to, before confirming. */
export function checkRecipient(ticketId: number, recipient: string): Promise<TicketRecipient> {
  return http.post<TicketRecipient>(`/tickets/${ticketId}/recipient-check`, {
    recipient,
  } satisfies TransferTicketRequest);
}
