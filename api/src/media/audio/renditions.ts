import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { decodeAudio, masterFormatOf } from './decode';
import { writeFileAtomically } from './files';
import { encodeMp3 } from './mp3-encoder';
import { UndecodableAudio } from './pcm';

/** Bit rate of the public listening copy. */
export const STREAM_KBPS = 128;

/** What a buyer may download: the master as uploaded, or an MP3 at 320 kbps made from it. */
export const DOWNLOAD_FORMATS = ['master', 'mp3-320'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** "audio/demo/track-1.wav" → "audio/demo/track-1.mp3": the listening copy's place under /uploads. */
export function streamPathOf(masterPath: string): string {
  return masterPath.replace(/\.[^./]*$/, '') + '.mp3';
}

/** Where the MP3 320 made from a master is kept, in the masters folder ("mp3-320/audio/demo/track-1.mp3"). */
export function mp3DownloadPathOf(masterPath: string): string {
  return `mp3-320/${streamPathOf(masterPath)}`;
}

/** An MP3 at `kbps` of the sound of a master file (WAV, FLAC or MP3); throws UndecodableAudio. */
export async function mp3OfMaster(masterFile: string, kbps: 128 | 320): Promise<Buffer> {
  const format = masterFormatOf(masterFile);
  if (!format) throw new UndecodableAudio(`no decoder for ${path.extname(masterFile)}`);
  return encodeMp3(await decodeAudio(await readFile(masterFile), format), kbps);
}

/** Makes the public listening copy of a master. */
export async function writeStreamRendition(masterFile: string, streamFile: string): Promise<void> {
  await writeFileAtomically(streamFile, await mp3OfMaster(masterFile, STREAM_KBPS));
}

/**
 * The MP3 320 of a master file, made the first time a buyer asks for it and kept in `cachedFile`
 * (beside the masters): most buyers take one format, so encoding every upload twice would spend time
 * on files never fetched. Several processes may make it at once; each writes whole, the last one stays.
 */
export async function mp3DownloadOf(masterFile: string, cachedFile: string): Promise<string> {
  const made = await stat(cachedFile).catch(() => null);
  if (made?.isFile()) return cachedFile;
  await writeFileAtomically(cachedFile, await mp3OfMaster(masterFile, 320));
  return cachedFile;
}
