import type { CheckInList, CheckInOutcome, CheckInSyncResponse } from '@kora/shared/contracts';

/** A scan this device accepted, kept until the server has it. */
export interface AcceptedScan {
  code: string;
  ticketId: number;
  scannedAt: string;
  synced: boolean;
}

/** A scan this device accepted that the server refused, most often another door's earlier scan. */
export interface SyncConflict {
  ticketId: number | null;
  holder: string | null;
  scannedAt: string;
  outcome: Exclude<CheckInOutcome, 'checked-in'>;
  /** The winning scan's time for `already-used`. */
  usedAt: string | null;
}

/** What a door device keeps for one event: the downloaded list, its scans and the sync conflicts. */
export interface DoorDesk {
  list: CheckInList;
  downloadedAt: string;
  scans: AcceptedScan[];
  conflicts: SyncConflict[];
}

export const pendingScans = (desk: DoorDesk): AcceptedScan[] => desk.scans.filter((scan) => !scan.synced);

/** Checked in as this device knows it: the server's count plus the scans it does not have yet. */
export function doorCounts(desk: DoorDesk) {
  const waiting = pendingScans(desk).length;
  return { checkedIn: desk.list.checkedIn + waiting, sold: desk.list.sold, waiting };
}

/** A freshly downloaded list replaces the old one; the scans and conflicts stay. */
export function withList(desk: DoorDesk | null, list: CheckInList, downloadedAt: string): DoorDesk {
  return { list, downloadedAt, scans: desk?.scans ?? [], conflicts: desk?.conflicts ?? [] };
}

export function withScan(desk: DoorDesk, scan: Omit<AcceptedScan, 'synced'>): DoorDesk {
  return { ...desk, scans: [...desk.scans, { ...scan, synced: false }] };
}

/**
 * The server's answer to the scans sent: each is synced, the list's tickets and counts take the
 * server's word, and a scan it refused becomes a conflict shown to the owner.
 */
export function withSyncAnswer(desk: DoorDesk, sent: readonly AcceptedScan[], answer: CheckInSyncResponse): DoorDesk {
  const resultByCode = new Map(answer.results.map((result) => [result.code, result]));
  const sentCodes = new Set(sent.map((scan) => scan.code));
  const tickets = new Map(desk.list.tickets.map((ticket) => [ticket.id, ticket]));
  const conflicts: SyncConflict[] = [];

  for (const scan of sent) {
    const result = resultByCode.get(scan.code);
    if (!result) continue;
    const ticket = tickets.get(scan.ticketId);
    if (result.outcome === 'checked-in' || result.outcome === 'already-used') {
      if (ticket) tickets.set(ticket.id, { ...ticket, status: 'used', usedAt: result.usedAt ?? scan.scannedAt });
    }
    if (result.outcome !== 'checked-in') {
      conflicts.push({
        ticketId: result.ticketId ?? scan.ticketId,
        holder: ticket?.holder ?? null,
        scannedAt: scan.scannedAt,
        outcome: result.outcome,
        usedAt: result.usedAt,
      });
    }
  }

  return {
    ...desk,
    list: { ...desk.list, tickets: [...tickets.values()], checkedIn: answer.checkedIn, sold: answer.sold },
    // Every scan sent is settled, even one the answer forgot: sending it again would change nothing.
    scans: desk.scans.map((scan) => (!scan.synced && sentCodes.has(scan.code) ? { ...scan, synced: true } : scan)),
    conflicts: [...desk.conflicts, ...conflicts],
  };
}
