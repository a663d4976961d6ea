import { purchasesApi } from '../api/purchases-api';

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
