import type { CanDownloadResponse, ServerDownloadReason } from '@kora/shared/contracts';
import type { Db } from '../../db/connection';
import { featuresOfUser } from '../subscriptions/require-feature';
import { PurchasesRepository, type TrackRights } from './purchases-repository';

export const ALREADY_DOWNLOADED =
  "Vous avez déjà téléchargé ce morceau. Pour le re-télécharger, vous devez l'acheter à nouveau.";
export const NOT_PURCHASED = 'Vous devez acheter ce morceau pour le télécharger.';
export const DOWNLOAD_UNDER_WAY = 'Un téléchargement de ce morceau est déjà en cours.';

/** One download per paid purchase; none without one. */
export function reasonOf(rights: TrackRights): ServerDownloadReason {
  if (rights.purchases === 0) return 'not_purchased';
  return rights.downloads < rights.purchases ? 'can_download' : 'already_downloaded';
}

/**
 * Who may download a track, right now: premium users always; others once per paid purchase of the
 * track or its album, minus the downloads already sent completely and those being sent.
 */
export class DownloadRights {
  private readonly purchases: PurchasesRepository;
  /** Files being sent, by "user:track". */
  private readonly sending = new Map<string, number>();
  /** Records of completed downloads being written, by user: reads wait for them. */
  private readonly recording = new Map<number, Set<Promise<unknown>>>();

  constructor(private readonly db: Db) {
    this.purchases = new PurchasesRepository(db);
  }

  async unlimited(userId: number): Promise<boolean> {
    return (await featuresOfUser(this.db, userId)).unlimitedDownloads;
  }

  /** Resolves once every download the user finished has been recorded. */
  async settled(userId: number): Promise<void> {
    await Promise.allSettled([...(this.recording.get(userId) ?? [])]);
  }

  private record(userId: number, trackId: number, usePurchase: boolean): Promise<unknown> {
    const writing = this.purchases.recordDownload(userId, trackId, usePurchase);
    const pending = this.recording.get(userId) ?? new Set<Promise<unknown>>();
    this.recording.set(userId, pending);
    pending.add(writing);
    const done = () => {
      pending.delete(writing);
      if (pending.size === 0 && this.recording.get(userId) === pending) this.recording.delete(userId);
    };
    writing.then(done, done);
    return writing;
  }

  private changeSending(key: string, by: number): void {
    const count = (this.sending.get(key) ?? 0) + by;
    if (count > 0) this.sending.set(key, count);
    else this.sending.delete(key);
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
   * Starts a download when allowed: answers the refusal reason (`busy` when the last paid download is
   * being sent right now), or `finished`/`abandoned` callbacks. `finished` records the download, using up
   * one paid download unless unlimited; `abandoned` (the connection closed before the end) uses nothing.
   */
  async begin(
    userId: number,
    trackId: number,
  ): Promise<
    | { allowed: false; reason: ServerDownloadReason; busy: boolean }
    | { allowed: true; finished(): Promise<unknown>; abandoned(): void }
  > {
    const state = await this.check(userId, trackId);
    const key = `${userId}:${trackId}`;
    const usePurchase = !state.unlimited;
    if (usePurchase && (state.remainingDownloads ?? 0) - (this.sending.get(key) ?? 0) <= 0) {
      return {
        allowed: false,
        reason: state.canDownload ? 'already_downloaded' : state.reason,
        busy: state.canDownload,
      };
    }
    if (usePurchase) this.changeSending(key, 1);
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      if (usePurchase) this.changeSending(key, -1);
      return true;
    };
    return {
      allowed: true,
      finished: async () => {
        // Recorded before the slot is given back, so no other download slips in between.
        if (settled) return;
        const writing = this.record(userId, trackId, usePurchase);
        try {
          await writing;
        } finally {
          settle();
        }
      },
      abandoned: () => {
        settle();
      },
    };
  }
}
