import { stat } from 'node:fs/promises';
import { inside } from '../../media/audio/stream-copies';
import type { MediaUrls } from '../../media/urls';

/** Bytes a second of a 128 kbps listening copy takes: what a copy not made yet is counted at. */
export const LISTENING_COPY_BYTES_PER_SECOND = 16_000;

/**
 * The size of the listening copy behind an `audioUrl` the catalogue answers: the file's under /uploads
 * when it is there, else its length at 128 kbps (a copy made on its first request, or kept elsewhere).
 */
export function listeningCopySize(media: MediaUrls, uploadsDir: string) {
  return async (audioUrl: string, seconds: number): Promise<number> => {
    const stored = media.toStored(audioUrl);
    const file = stored && !/^https?:\/\//i.test(stored) ? inside(uploadsDir, stored) : null;
    const found = file ? await stat(file).catch(() => null) : null;
    return found?.isFile() ? found.size : seconds * LISTENING_COPY_BYTES_PER_SECOND;
  };
}
