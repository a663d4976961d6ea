import type { CanDownloadResponse, ServerDownloadReason } from '@kora/shared/contracts';
import type { Db } from '../../db/connection';
import type { DownloadFormat } from '../../media/audio/renditions';
import { featuresOfUser } from '../subscriptions/require-feature';
import { coverWhole } from '../../http/byte-ranges';
import { DownloadLeases, type Lease } from './download-leases';
import { PurchasesRepository, type TrackRights } from './purchases-repository';
import { TransfersRepository, type Transfer } from './transfers-repository';

export const ALREADY_DOWNLOADED =
  "Vous avez déjà téléchargé ce morceau. Pour le re-télécharger, vous devez l'acheter à nouveau.";
export const NOT_PURCHASED = 'Vous devez acheter ce morceau pour le télécharger.';
export const DOWNLOAD_UNDER_WAY = 'Un téléchargement de ce morceau est déjà en cours.';

/** One download per paid purchase; none without one. */
export function reasonOf(rights: TrackRights): ServerDownloadReason {
  if (rights.purchases === 0) return 'not_purchased';
  return rights.downloads < rights.purchases ? 'can_download' : 'already_downloaded';
}

/** A response's part in a transfer; `lease` is null for a download that uses no purchase (Premium). */
export interface Sending {
  transfer: Transfer;
  lease: Lease | null;
}

export type DownloadStart =
  { allowed: false; reason: ServerDownloadReason; busy: boolean } | ({ allowed: true } & Sending);

/**
 * Who may download a track, right now: premium users always; others once per paid purchase of the
 * track or its album, minus the downloads already delivered whole. A download is a transfer kept in
 * the database: it holds one right for 24 hours while its bytes go out, over one or several ranged
 * requests, from any API process; it spends the right once every byte was sent. A transfer that holds
 * a purchase is sent by one response at a time (its lease): parallel requests cannot each take a copy.
 */
export class DownloadRights {
  private readonly purchases: PurchasesRepository;
  private readonly transfers: TransfersRepository;
  private readonly leases: DownloadLeases;
  /** Pieces of this process's responses being written: reads of the same user wait for them. */
  private readonly recording = new Map<number, Set<Promise<unknown>>>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.purchases = new PurchasesRepository(db);
    this.transfers = new TransfersRepository(db);
    this.leases = new DownloadLeases(db);
  }

  async unlimited(userId: number): Promise<boolean> {
    return (await featuresOfUser(this.db, userId)).unlimitedDownloads;
  }

  /** Resolves once every piece this process sent to the user has been recorded (read-your-writes). */
  async settled(userId: number): Promise<void> {
    await Promise.allSettled([...(this.recording.get(userId) ?? [])]);
  }

  private track(userId: number, writing: Promise<unknown>): void {
    const pending = this.recording.get(userId) ?? new Set<Promise<unknown>>();
    this.recording.set(userId, pending);
    pending.add(writing);
    const done = () => {
      pending.delete(writing);
      if (pending.size === 0 && this.recording.get(userId) === pending) this.recording.delete(userId);
    };
    writing.then(done, done);
  }

  async check(userId: number, trackId: number): Promise<CanDownloadResponse> {
    await this.settled(userId);
    const [unlimited, rights] = await Promise.all([this.unlimited(userId), this.purchases.rightsOf(userId, trackId)]);
    const purchased = rights.purchases > 0;
    if (unlimited) {
      return { trackId, canDownload: true, reason: 'can_download', purchased, unlimited, remainingDownloads: null };
    }
    const remainingDownloads = Math.max(0, rights.purchases - rights.downloads);
    const reason = reasonOf(rights);
    return { trackId, canDownload: reason === 'can_download', reason, purchased, unlimited, remainingDownloads };
  }

  /**
   * The transfer a request of the track in `format` (a file of `sizeBytes`) belongs to: the user's open
   * one of that format (a resumed download), or a new one when a right is free, with its lease when it
   * holds a purchase. Refused with the reason, `busy` when the only rights left are held by open
   * transfers of another format or another response is sending this transfer.
   */
  async begin(userId: number, trackId: number, format: DownloadFormat, sizeBytes: number): Promise<DownloadStart> {
    const state = await this.check(userId, trackId);
    const now = this.now();
    return this.transfers.exclusively(userId, async (trx) => {
      const open = await this.transfers.open(trx, userId, trackId, now);
      const same = open.find((transfer) => transfer.format === format);
      const sending = async (transfer: Transfer): Promise<DownloadStart> => {
        if (!transfer.usesPurchase) return { allowed: true, transfer, lease: null };
        const lease = await this.leases.take(trx, transfer.id);
        return lease ? { allowed: true, transfer, lease } : { allowed: false, reason: state.reason, busy: true };
      };
      if (same && same.sizeBytes === sizeBytes) return sending(same);
      if (same) await this.transfers.expire(trx, same.id, now);
      const usesPurchase = !state.unlimited;
      if (usesPurchase) {
        const held = open.filter((transfer) => transfer !== same && transfer.usesPurchase).length;
        if ((state.remainingDownloads ?? 0) - held <= 0) {
          return {
            allowed: false,
            reason: state.canDownload ? 'already_downloaded' : state.reason,
            busy: state.canDownload,
          };
        }
      }
      return sending(await this.transfers.create(trx, { userId, trackId, format, sizeBytes, usesPurchase }, now));
    });
  }

  /** Renews the response's lease while it sends, until the returned function is called. */
  keepSending({ lease }: Sending, lost: () => void, failed: (error: unknown) => void): () => void {
    return lease ? this.leases.keep(lease, lost, failed) : () => undefined;
  }

  /**
   * A response has ended: records bytes [start, end) of the transfer as sent, then lets the transfer's
   * lease go (not before: a request let in sooner could find a whole copy not yet counted). Once every
   * byte of its file was sent, the download is recorded, using up one paid download unless unlimited —
   * exactly once, whichever request or process finishes it.
   */
  delivered(userId: number, trackId: number, { transfer, lease }: Sending, start: number, end: number): Promise<void> {
    const writing = (async () => {
      try {
        if (end <= start) return;
        const pieces = await this.transfers.addPiece(transfer.id, start, end);
        if (!coverWhole(pieces, transfer.sizeBytes)) return;
        await this.transfers.exclusively(userId, async (trx) => {
          if (await this.transfers.complete(trx, transfer.id, this.now())) {
            await this.purchases.recordDownload(userId, trackId, transfer.usesPurchase, trx);
          }
        });
      } finally {
        if (lease) await this.leases.release(lease);
      }
    })();
    this.track(userId, writing);
    return writing;
  }
}
