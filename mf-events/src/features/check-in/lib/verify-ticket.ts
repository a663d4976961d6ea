import type { CheckInTicket } from '@kora/shared/contracts';
import { readTicketCode } from './ticket-code';

/** A ticket this door already let in. */
export interface DoorScan {
  ticketId: number;
  scannedAt: string;
}

export interface DoorContext {
  eventId: number;
  /** The event's raw Ed25519 public key (null when the stored key is unusable: every code is then refused). */
  publicKey: Uint8Array | null;
  /** The ticket list downloaded for this event. */
  tickets: readonly CheckInTicket[];
  /** The scans this device accepted. */
  scans: readonly DoorScan[];
}

export type TicketVerdict =
  | { outcome: 'forged' }
  | { outcome: 'other-event'; ticketId: number; eventId: number }
  | { outcome: 'not-valid'; ticketId: number; status: 'transferred' | 'cancelled'; ticket: CheckInTicket }
  | {
      outcome: 'already-used';
      ticketId: number;
      usedAt: string | null;
      /** True when this device let the ticket in, false when the downloaded list says it was used. */
      here: boolean;
      ticket: CheckInTicket | null;
    }
  | {
      outcome: 'checked-in';
      ticketId: number;
      /** null for a genuine ticket sold after the list was downloaded. */
      ticket: CheckInTicket | null;
    };

/**
 * What the door says of a scanned code, with no network: the signature first, then the event, then
 * the ticket's state in the downloaded list, then the scans made here.
 */
export function verifyTicket(code: string, door: DoorContext): TicketVerdict {
  const claims = readTicketCode(code, door.publicKey);
  if (!claims) return { outcome: 'forged' };
  const { ticketId } = claims;
  if (claims.eventId !== door.eventId) return { outcome: 'other-event', ticketId, eventId: claims.eventId };

  const ticket = door.tickets.find((candidate) => candidate.id === ticketId) ?? null;
  if (ticket && (ticket.status === 'transferred' || ticket.status === 'cancelled')) {
    return { outcome: 'not-valid', ticketId, status: ticket.status, ticket };
  }
  if (ticket?.status === 'used')
    return { outcome: 'already-used', ticketId, usedAt: ticket.usedAt, here: false, ticket };

  const scan = door.scans.find((candidate) => candidate.ticketId === ticketId);
  if (scan) return { outcome: 'already-used', ticketId, usedAt: scan.scannedAt, here: true, ticket };

  return { outcome: 'checked-in', ticketId, ticket };
}
