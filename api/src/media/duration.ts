import { parseFile } from 'music-metadata';

/**
 * The real length of an audio or video file on disk, in whole seconds (rounded, at least 1), read from
 * its headers or, when they do not say, by scanning its frames. null when the file cannot be read or
 * has no duration.
 */
export async function readDurationSeconds(filePath: string): Promise<number | null> {
  try {
    const { format } = await parseFile(filePath, { duration: true, skipCovers: true });
    const seconds = format.duration;
    if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null;
    return Math.max(1, Math.round(seconds));
  } catch {
    return null;
  }
}
