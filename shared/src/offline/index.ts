// Listening offline on this device: the saved items and their download manager, the rights they play
// under, and the listens made offline. Bundled with the apps that use it; the kernel's singletons (bus,
// session, http client) come from '@kora/shared'.
export {
  OFFLINE_MEDIA_CACHE,
  OFFLINE_PLAYBACK_PATH,
  offlineLock,
  playsSavedCopy,
  type OfflineLock,
  type OfflinePlayback,
} from './offline-rules';
export {
  audioAddress,
  coverAddresses,
  progressOf,
  savedFiles,
  savedItemKey,
  type OfflineProgress,
  type SavedItem,
  type SavedItemError,
  type SavedItemKey,
  type SavedItemState,
} from './saved-item';
export { useOfflineLibrary, type OfflineLibraryState } from './offline-library-store';
export { cancel, OfflineSpaceError, pause, remove, resume, saveForOffline } from './download-manager';
export { clearOfflineCopies } from './clear-offline-copies';
export { loadOfflineLibrary, startOfflineLibrary } from './offline-library';
export { refreshOfflineRights } from './offline-rights';
export { offlineLockOf, playableFiles } from './offline-lock';
export { useOfflineItem, useSavedItems, useStorageSpace, type OfflineItemView } from './offline-hooks';
export { formatStorageSize, type StorageSpace } from './storage-space';
export { installOfflineListens, queueOfflineListen, sendOfflineListens } from './offline-listens';
