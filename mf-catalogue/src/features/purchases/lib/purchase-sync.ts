import { http } from '@kora/shared';
import { forceResetTrackDownload, syncTrackDownloadStatus } from '@kora/shared/contracts/endpoints';

/**
 * After a payment the server may not know of it yet, or the device may still think the track was
 * downloaded: sync, then ask for a reset of the download right (the server grants only what was paid).
 */
export async function resyncAfterPayment(trackId: number): Promise<boolean> {
  const args = { params: { id: trackId }, body: { trackId } };
  const sync = await http.call(syncTrackDownloadStatus, args);
  if (sync.canDownload) return true;
  const reset = await http.call(forceResetTrackDownload, args);
  return reset.canDownload;
}
