import path from 'node:path';
import { pipeline, Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { errorBody, forbidden, HttpError, notFound } from '../../http/errors';
import { AudioMasters } from '../../media/audio/masters';
import { UndecodableAudio } from '../../media/audio/pcm';
import { mp3DownloadOf, mp3DownloadPathOf, type DownloadFormat, type StoredAudio } from '../../media/audio/renditions';
import type { MediaStorage, MediaStorages } from '../../media/storage/media-storage';
import { keyOfStored } from '../../media/storage/stored-files';
import { requestedRange } from '../../http/byte-ranges';
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

/** A file sold, as stored, with its size. */
interface SoldFile extends StoredAudio {
  size: number;
}

async function storedFile(storage: MediaStorage, stored: string): Promise<SoldFile> {
  const key = keyOfStored(stored);
  const info = key ? await storage.head(key) : null;
  if (!key || !info) throw notFound(FILE_UNAVAILABLE);
  return { storage, key, size: info.size };
}

/** A podcast episode's audio is public from the start: a track made of it is downloaded as that file. */
async function isEpisodeAudio(db: Db, stored: string): Promise<boolean> {
  const row = await db.selectFrom('episodes').select('id').where('audio_file', '=', stored).executeTakeFirst();
  return row !== undefined;
}

/**
 * The file sold for a track in `format`: its private master (or the MP3 320 made from it, kept in the
 * private storage), or a podcast episode's public file for a track made of one. Nothing else in the
 * public storage is sold: a master stored there before masters were kept apart is moved out at
 * start-up first (`backfillStreamCopies`). 404 with the spec's messages when there is no file.
 */
async function fileOf(db: Db, track: TrackForSale, format: DownloadFormat, storages: MediaStorages): Promise<SoldFile> {
  if (!track.audioFile) throw notFound(NO_FILE);
  if (/^https?:\/\//i.test(track.audioFile)) throw notFound(FILE_UNAVAILABLE);
  const masterPath = await new AudioMasters(db).masterOf(track.audioFile);
  let source: SoldFile;
  if (masterPath) source = await storedFile(storages.private, masterPath);
  else if (await isEpisodeAudio(db, track.audioFile)) source = await storedFile(storages.public, track.audioFile);
  else throw notFound(FILE_UNAVAILABLE);
  if (format === 'master') return source;
  const cached = {
    storage: storages.private,
    key: mp3DownloadPathOf(masterPath ? source.key : `uploads/${source.key}`),
  };
  try {
    const made = await mp3DownloadOf(source, cached);
    if (!made) throw notFound(FILE_UNAVAILABLE);
    return { ...cached, size: made.size };
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
  storages: MediaStorages,
): Promise<FastifyReply> {
  // Rights first: without one, nothing is made and nothing about the file (size, presence) is told.
  const state = await rights.check(userId, track.id);
  if (!state.canDownload) throw forbidden(state.reason === 'already_downloaded' ? ALREADY_DOWNLOADED : NOT_PURCHASED);
  const file = await fileOf(request.server.db, track, format, storages);
  const { size } = file;
  const range = requestedRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${size}`)
      .send(errorBody(416, 'La plage d’octets demandée est hors du fichier.'));
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  // Opened before the right is held, so that a file gone meanwhile holds none.
  const stored = await file.storage.get(file.key, range ? { range } : {});
  if (!stored) throw notFound(FILE_UNAVAILABLE);
  const body = stored.body;
  const download = await rights.begin(userId, track.id, format, size).catch((error: unknown) => {
    body.destroy();
    throw error;
  });
  if (!download.allowed) {
    body.destroy();
    if (download.busy) throw new HttpError(409, DOWNLOAD_UNDER_WAY);
    throw forbidden(download.reason === 'already_downloaded' ? ALREADY_DOWNLOADED : NOT_PURCHASED);
  }
  let read = 0;
  // Counted as the response pulls them (a listener on the body would set it flowing before the reply pipes it).
  const sent = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      done(null, chunk);
    },
  });
  pipeline(body, sent, () => undefined);
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

  const extension = format === 'master' ? path.extname(file.key).toLowerCase() : '.mp3';
  const name = attachmentName(track.title, extension);
  if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
  return reply
    .header('content-type', AUDIO_TYPES[extension] ?? 'application/octet-stream')
    .header('content-length', end - start + 1)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(sent);
}
