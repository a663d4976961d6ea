import { readJson, signedInKey, writeJson } from '@kora/shared';
import type { Ticket } from '@kora/shared/contracts';

/** The holder's last ticket list, kept on the device so the codes still show with no network. */
export interface StoredTickets {
  tickets: Ticket[];
  updatedAt: string;
}

/** One list per account, removed at sign-out: another person on the same device never sees these tickets. */
const storageKey = (username: string) => signedInKey(`tickets.${username}`);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTicket = (value: unknown) =>
  isObject(value) &&
  typeof value.id === 'number' &&
  typeof value.eventTitle === 'string' &&
  typeof value.eventDatetime === 'string' &&
  typeof value.status === 'string';

function isStoredTickets(value: unknown): value is StoredTickets {
  return (
    isObject(value) &&
    typeof value.updatedAt === 'string' &&
    Array.isArray(value.tickets) &&
    value.tickets.every(isTicket)
  );
}

export function readStoredTickets(username: string): StoredTickets | null {
  return readJson<StoredTickets | null>(
    storageKey(username),
    (value): value is StoredTickets | null => isStoredTickets(value),
    null,
  );
}

export function writeStoredTickets(username: string, stored: StoredTickets): void {
  writeJson(storageKey(username), stored);
}
