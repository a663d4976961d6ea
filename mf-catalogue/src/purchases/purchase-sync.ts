import { purchasesApi } from './purchases-api';

/** Tells the track access hooks on the page that a track's purchase state changed (every track: `trackId` null). */
export const PURCHASES_CHANGED_EVENT = 'kora:purchases-changed';

export function announcePurchasesChanged(trackId: number | null): void {
  window.dispatchEvent(new CustomEvent(PURCHASES_CHANGED_EVENT, { detail: { trackId } }));
}

/** Whether a purchases-changed event concerns this track. */
export function concernsTrack(event: Event, trackId: number): boolean {
  const changed = (event as CustomEvent<{ trackId: number | null } | null>).detail?.trackId;
  return changed === null || changed === trackId;
}

/**
 * After a payment the server may not know of it yet, or the device may still think the track was
 * downloaded: sync, then ask for a reset of the download right (the server grants only what was paid).
 */
export async function resyncAfterPayment(trackId: number): Promise<boolean> {
  const sync = await purchasesApi.syncDownloadStatus(trackId);
  if (sync.canDownload) return true;
  const reset = await purchasesApi.forceResetDownload(trackId);
  return reset.canDownload;
}
