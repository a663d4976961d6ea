import type { MediaStorage } from '../../media/storage/media-storage';
import { keyOfStored } from '../../media/storage/stored-files';
import type { MediaUrls } from '../../media/urls';

/** Bytes a second of a 128 kbps listening copy takes: what a copy not made yet is counted at. */
export const LISTENING_COPY_BYTES_PER_SECOND = 16_000;

/**
 * The size of the listening copy behind an `audioUrl` the catalogue answers: the stored file's when the
 * public storage holds it, else its length at 128 kbps (a copy made on its first request, or kept elsewhere).
 */
export function listeningCopySize(media: MediaUrls, storage: MediaStorage) {
  return async (audioUrl: string, seconds: number): Promise<number> => {
    const stored = media.toStored(audioUrl);
    const key = stored ? keyOfStored(stored) : null;
    const found = key ? await storage.head(key) : null;
    return found ? found.size : seconds * LISTENING_COPY_BYTES_PER_SECOND;
  };
}
