import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/tables';

interface DownloadLeasesTable {
  transfer_id: number;
  holder: string;
  expires_at: string;
}

type Executor = Db | Transaction<Database>;

/** How long a lease lasts unless renewed: how long a process that died keeps a purchase's download at most. */
const LEASE_MS = 30_000;

export interface Lease {
  transferId: number;
  holder: string;
}

/**
 * The one response at a time that sends a paid transfer's bytes, whichever API process serves it: it
 * holds the transfer's lease (a row), renews it while it sends and deletes it when it ends. A lease
 * that stopped being renewed is taken over once it has expired.
 */
export class DownloadLeases {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private leases(executor: Executor) {
    return executor.withTables<{ download_leases: DownloadLeasesTable }>();
  }

  private expiry(): string {
    return new Date(this.now().getTime() + LEASE_MS).toISOString();
  }

  /** A new lease on the transfer, or null while another response holds it. */
  async take(trx: Transaction<Database>, transferId: number): Promise<Lease | null> {
    const holder = randomUUID();
    const expiresAt = this.expiry();
    const taken = await this.leases(trx)
      .insertInto('download_leases')
      .values({ transfer_id: transferId, holder, expires_at: expiresAt })
      .onConflict((conflict) =>
        conflict
          .column('transfer_id')
          .doUpdateSet({ holder, expires_at: expiresAt })
          .where('download_leases.expires_at', '<=', this.now().toISOString()),
      )
      .returning('holder')
      .executeTakeFirst();
    return taken?.holder === holder ? { transferId, holder } : null;
  }

  /** False when the lease is no longer this holder's (it expired and was taken over). */
  async renew(lease: Lease): Promise<boolean> {
    const result = await this.leases(this.db)
      .updateTable('download_leases')
      .set({ expires_at: this.expiry() })
      .where('transfer_id', '=', lease.transferId)
      .where('holder', '=', lease.holder)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async release(lease: Lease): Promise<void> {
    await this.leases(this.db)
      .deleteFrom('download_leases')
      .where('transfer_id', '=', lease.transferId)
      .where('holder', '=', lease.holder)
      .execute();
  }

  /**
   * Renews the lease until the returned function is called; `lost` is called when the lease went to
   * another holder, `failed` when a renewal could not be written.
   */
  keep(lease: Lease, lost: () => void, failed: (error: unknown) => void): () => void {
    const timer = setInterval(() => {
      this.renew(lease).then((held) => {
        if (!held) {
          clearInterval(timer);
          lost();
        }
      }, failed);
    }, LEASE_MS / 3);
    timer.unref();
    return () => clearInterval(timer);
  }
}
