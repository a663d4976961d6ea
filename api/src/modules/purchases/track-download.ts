import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { forbidden, HttpError, notFound } from '../../http/errors';
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

/** The stored file of a track inside the uploads folder, or the spec's message when there is none. */
async function fileOf(track: TrackForSale, uploadsDir: string): Promise<{ file: string; size: number }> {
  if (!track.audioFile) throw notFound(NO_FILE);
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, track.audioFile.replace(/^\/?(uploads\/)?/, ''));
  if (/^https?:\/\//i.test(track.audioFile) || !file.startsWith(root + path.sep)) throw notFound(FILE_UNAVAILABLE);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound(FILE_UNAVAILABLE);
  return { file, size: info.size };
}

/**
 * Sends a track's file when the user may download it. The download is counted when the response has
 * been sent completely ('finish'); a connection closed before that uses nothing up.
 */
export async function sendTrackFile(
  reply: FastifyReply,
  rights: DownloadRights,
  userId: number,
  track: TrackForSale,
  uploadsDir: string,
): Promise<FastifyReply> {
  const { file, size } = await fileOf(track, uploadsDir);
  const download = await rights.begin(userId, track.id);
  if (!download.allowed) {
    if (download.busy) throw new HttpError(409, DOWNLOAD_UNDER_WAY);
    throw forbidden(download.reason === 'already_downloaded' ? ALREADY_DOWNLOADED : NOT_PURCHASED);
  }
  const log = reply.log;
  const response = reply.raw;
  let sent = false;
  response.once('finish', () => {
    sent = true;
    download.finished().catch((err: unknown) => log.error({ err, trackId: track.id }, 'download not recorded'));
  });
  response.once('close', () => {
    if (!sent) download.abandoned();
  });
  const extension = path.extname(file).toLowerCase();
  const name = attachmentName(track.title, extension);
  return reply
    .header('content-type', AUDIO_TYPES[extension] ?? 'application/octet-stream')
    .header('content-length', size)
    .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(createReadStream(file));
}
