import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/tables';
import type { DownloadFormat } from '../../media/audio/renditions';

/** How long an interrupted download may be resumed without spending another download. */
export const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface Transfer {
  id: number;
  format: string;
  sizeBytes: number;
  usesPurchase: boolean;
}

/** Downloads under way and the pieces of their files already sent. */
export class TransfersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Runs `work` while holding the user's row: reservations of download rights by several API
   * processes happen one after the other (a row lock on PostgreSQL, the write lock on SQLite).
   */
  async exclusively<T>(userId: number, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', userId)
        .execute();
      return work(trx);
    });
  }

  /** The user's open transfers of a track (not completed, not expired), newest first. */
  async open(db: Db | Transaction<Database>, userId: number, trackId: number, now: Date): Promise<Transfer[]> {
    const rows = await db
      .selectFrom('download_transfers')
      .select(['id', 'format', 'size_bytes', 'uses_purchase'])
      .where('user_id', '=', userId)
      .where('track_id', '=', trackId)
      .where('completed_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      format: row.format,
      sizeBytes: Number(row.size_bytes),
      usesPurchase: Number(row.uses_purchase) === 1,
    }));
  }

  async create(
    trx: Transaction<Database>,
    transfer: { userId: number; trackId: number; format: DownloadFormat; sizeBytes: number; usesPurchase: boolean },
    now: Date,
  ): Promise<Transfer> {
    const row = await trx
      .insertInto('download_transfers')
      .values({
        user_id: transfer.userId,
        track_id: transfer.trackId,
        format: transfer.format,
        size_bytes: transfer.sizeBytes,
        uses_purchase: transfer.usesPurchase ? 1 : 0,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + RESUME_WINDOW_MS).toISOString(),
        completed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, format: transfer.format, sizeBytes: transfer.sizeBytes, usesPurchase: transfer.usesPurchase };
  }

  /** Ends a transfer whose file changed size since it began: its pieces no longer fit. */
  async expire(trx: Transaction<Database>, transferId: number, now: Date): Promise<void> {
    await trx
      .updateTable('download_transfers')
      .set({ expires_at: now.toISOString() })
      .where('id', '=', transferId)
      .execute();
  }

  /** Records bytes [start, end) as sent and answers every piece sent so far. */
  async addPiece(transferId: number, start: number, end: number): Promise<{ start: number; end: number }[]> {
    await this.db
      .insertInto('download_pieces')
      .values({ transfer_id: transferId, start_byte: start, end_byte: end })
      .execute();
    const pieces = await this.db
      .selectFrom('download_pieces')
      .select(['start_byte', 'end_byte'])
      .where('transfer_id', '=', transferId)
      .execute();
    return pieces.map((piece) => ({ start: Number(piece.start_byte), end: Number(piece.end_byte) }));
  }

  /** Marks the transfer complete; true only for the one caller that did (several may find it whole). */
  async complete(trx: Transaction<Database>, transferId: number, now: Date): Promise<boolean> {
    const result = await trx
      .updateTable('download_transfers')
      .set({ completed_at: now.toISOString() })
      .where('id', '=', transferId)
      .where('completed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
