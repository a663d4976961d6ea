import { dropMediaCache } from './media-cache';
import { emptyLibrary } from './offline-library-store';
import { offlineRecords } from './offline-records';
import { stopAllRuns } from './running-downloads';

/**
 * Deletes every saved copy and the device's offline records (items, rights, listens not sent yet): at
 * sign-out, or when another account's rights arrive. Safe to call again and again.
 */
export async function clearOfflineCopies(): Promise<void> {
  await stopAllRuns();
  await Promise.all([dropMediaCache(), offlineRecords().clear()]);
  emptyLibrary();
}
