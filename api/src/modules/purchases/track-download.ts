import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { errorBody, forbidden, HttpError, notFound } from '../../http/errors';
import { AudioMasters } from '../../media/audio/masters';
import { UndecodableAudio } from '../../media/audio/pcm';
import { mp3DownloadOf, mp3DownloadPathOf, type DownloadFormat } from '../../media/audio/renditions';
import { inside } from '../../media/audio/stream-copies';
import { requestedRange } from './byte-ranges';
import { ALREADY_DOWNLOADED, DOWNLOAD_UNDER_WAY, NOT_PURCHASED, type DownloadRights } from './download-rights';
import type { TrackForSale } from './purchases-repository';

export const NO_FILE = 'Aucun fichier à télécharger pour ce morceau.';
export const FILE_UNAVAILABLE = 'Fichier non disponible sur le site';

const AUDIO_TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.flac': 'audio/flac',
  '.ogg': 'audio/ogg',
  '.aac': 'audio/aac',
  '.m4a': 'audio/mp4',
  '.mp4': 'audio/mp4',
  '.webm': 'audio/webm',
};

/** "Été à Dakar", "x.wav" → "_t___dakar.wav": the title as the web app names the saved file. */
export function attachmentName(title: string, extension: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_') || 'track'}${extension}`;
}

export interface DownloadFolders {
  uploadsDir: string;
  mastersDir: string;
}

async function existingFile(file: string | null): Promise<{ file: string; size: number }> {
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) throw notFound(FILE_UNAVAILABLE);
  return { file, size: info.size };
}

/** A podcast episode's audio is public from the start: a track made of it is downloaded as that file. */
async function isEpisodeAudio(db: Db, stored: string): Promise<boolean> {
  const row = await db.selectFrom('episodes').select('id').where('audio_file', '=', stored).executeTakeFirst();
  return row !== undefined;
}

/**
 * The file sold for a track in `format`: its private master (or the MP3 320 made from it), or a
 * podcast episode's public file for a track made of one. Nothing else under /uploads is sold: a
 * master stored there before masters were kept apart is moved out at start-up first
 * (`backfillStreamCopies`). 404 with the spec's messages when there is no file.
 */
async function fileOf(
  db: Db,
  track: TrackForSale,
  format: DownloadFormat,
  folders: DownloadFolders,
): Promise<{ file: string; size: number }> {
  if (!track.audioFile) throw notFound(NO_FILE);
  if (/^https?:\/\//i.test(track.audioFile)) throw notFound(FILE_UNAVAILABLE);
  const masterPath = await new AudioMasters(db).masterOf(track.audioFile);
  let source: { file: string; size: number };
  if (masterPath) source = await existingFile(inside(folders.mastersDir, masterPath));
  else if (await isEpisodeAudio(db, track.audioFile))
    source = await existingFile(inside(folders.uploadsDir, track.audioFile));
  else throw notFound(FILE_UNAVAILABLE);
  if (format === 'master') return source;
  const cached = inside(folders.mastersDir, mp3DownloadPathOf(masterPath ?? `uploads/${track.audioFile}`));
  if (!cached) throw notFound(FILE_UNAVAILABLE);
  try {
    return await existingFile(await mp3DownloadOf(source.file, cached));
  } catch (error) {
    if (error instanceof UndecodableAudio) throw notFound(FILE_UNAVAILABLE);
    throw error;
  }
}

/**
 * Sends a track's file, whole or the byte range asked, when the user may download it. Every byte
 * sent is recorded against the download's transfer (an interrupted response counts what left the
 * file); the download is counted once every byte of the file was sent, over one request or several.
 * While one response sends a purchase's transfer, another request of it is answered 409; once it
 * ends or breaks, a request with `Range` continues it.
 */
export async function sendTrackFile(
  request: FastifyRequest,
  reply: FastifyReply,
  rights: DownloadRights,
  userId: number,
  track: TrackForSale,
  format: DownloadFormat,
  folders: DownloadFolders,
): Promise<FastifyReply> {
  // Rights first: without one, nothing is made and nothing about the file (size, presence) is told.
  const state = await rights.check(userId, track.id);
  if (!state.canDownload) throw forbidden(state.reason === 'already_downloaded' ? ALREADY_DOWNLOADED : NOT_PURCHASED);
  const { file, size } = await fileOf(request.server.db, track, format, folders);
  const range = requestedRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${size}`)
      .send(errorBody(416, 'La plage d’octets demandée est hors du fichier.'));
  }
  const download = await rights.begin(userId, track.id, format, size);
  if (!download.allowed) {
    if (download.busy) throw new HttpError(409, DOWNLOAD_UNDER_WAY);
    throw forbidden(download.reason === 'already_downloaded' ? ALREADY_DOWNLOADED : NOT_PURCHASED);
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const body = createReadStream(file, { start, end });
  let read = 0;
  body.on('data', (chunk: Buffer | string) => (read += chunk.length));
  const log = reply.log;
  // A lease taken over (this process stalled past its expiry) means another response is sending: stop.
  const stopRenewing = rights.keepSending(
    download,
    () => reply.raw.destroy(),
    (err: unknown) => log.error({ err, trackId: track.id }, 'download lease not renewed'),
  );
  const record = (until: number) => {
    stopRenewing();
    return rights
      .delivered(userId, track.id, download, start, until)
      .catch((err: unknown) => log.error({ err, trackId: track.id }, 'download not recorded'));
  };
  let recorded = false;
  reply.raw.once('finish', () => {
    recorded = true;
    void record(end + 1);
  });
  reply.raw.once('close', () => {
    if (!recorded) void record(start + read);
  });

  const extension = format === 'master' ? path.extname(file).toLowerCase() : '.mp3';
  const name = attachmentName(track.title, extension);
  if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
  return reply
    .header('content-type', AUDIO_TYPES[extension] ?? 'application/octet-stream')
    .header('content-length', end - start + 1)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
