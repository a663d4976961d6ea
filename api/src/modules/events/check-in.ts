import type { CheckInOutcome, CheckInSyncRequest } from '@kora/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { TicketSigner } from './ticket-signing';
import { TicketsRepository } from './tickets-repository';

export interface ScanResult {
  code: string;
  ticketId: number | null;
  outcome: CheckInOutcome;
  usedAt: string | null;
}

/**
 * The door: counts, and the scans a device kept while offline. The first scan of a ticket wins: the
 * ticket keeps the earliest scan time, and any other scan of it is `already-used` (a conflict).
 * Each decision is a conditional update, so doors syncing at once through several API processes agree.
 */
export class CheckIn {
  private readonly tickets: TicketsRepository;

  constructor(
    private readonly db: Db,
    private readonly signer: TicketSigner,
  ) {
    this.tickets = new TicketsRepository(db);
  }

  async counts(eventId: number): Promise<{ sold: number; checkedIn: number }> {
    const row = await this.db
      .selectFrom('tickets')
      .select([
        sql<number>`sum(case when status in ('valid', 'used') then 1 else 0 end)`.as('sold'),
        sql<number>`sum(case when status = 'used' then 1 else 0 end)`.as('checkedIn'),
      ])
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return { sold: Number(row?.sold ?? 0), checkedIn: Number(row?.checkedIn ?? 0) };
  }

  async sync(eventId: number, scans: CheckInSyncRequest['scans']): Promise<ScanResult[]> {
    const results: ScanResult[] = [];
    for (const scan of scans)
      results.push(await this.record(eventId, scan.code, new Date(scan.scannedAt).toISOString()));
    return results;
  }

  private async record(eventId: number, code: string, scannedAt: string): Promise<ScanResult> {
    const claims = this.signer.verify(code);
    if (!claims) return { code, ticketId: null, outcome: 'forged', usedAt: null };
    const answer = (outcome: CheckInOutcome, usedAt: string | null = null): ScanResult => ({
      code,
      ticketId: claims.ticketId,
      outcome,
      usedAt,
    });
    if (claims.eventId !== eventId) return answer('other-event');
    const ticket = await this.tickets.find(claims.ticketId);
    if (!ticket || ticket.eventId !== eventId || ticket.code !== claims.code) return answer('not-valid');
    if (await this.tickets.markUsed(ticket.id, scannedAt)) return answer('checked-in', scannedAt);

    const now = await this.tickets.find(ticket.id);
    if (now?.status !== 'used' || !now.usedAt) return answer('not-valid');
    if (scannedAt < now.usedAt) {
      await this.db
        .updateTable('tickets')
        .set({ validated_at: scannedAt })
        .where('id', '=', ticket.id)
        .where('validated_at', '>', scannedAt)
        .execute();
    }
    return answer('already-used', now.usedAt);
  }
}
