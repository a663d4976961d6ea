import { bus, selectSignedIn, useSessionStore } from '@kora/shared';
import { clearOfflineCopies, refreshOfflineRights } from '@kora/shared/offline';
import { registerServiceWorker } from './service-worker-updates';

export { UpdateBanner } from './update-banner';

/**
 * The offline app for a signed-in listener: the service worker, the rights the saved copies play under
 * (confirmed again whenever the page opens online), and the copies deleted when the account signs out.
 */
export function startOffline(): void {
  bus.on('auth:changed', ({ signedIn }) => {
    if (signedIn) void refreshOfflineRights();
    else void clearOfflineCopies();
  });
  if (!selectSignedIn(useSessionStore.getState())) {
    void clearOfflineCopies();
    return;
  }
  void registerServiceWorker();
  void refreshOfflineRights();
}
