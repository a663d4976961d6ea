import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hasImageVariants, type UploadResponse } from '@kora/shared/contracts';
import { UPLOAD_RULES, type UploadKind } from '@kora/shared/validation';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import { HttpError } from '../../http/errors';
import { AudioMasters } from '../../media/audio/masters';
import { UndecodableAudio } from '../../media/audio/pcm';
import { streamPathOf } from '../../media/audio/renditions';
import { makeListeningCopy } from '../../media/audio/stream-copies';
import { imageVariantKeys, writeImageVariants } from '../../media/images/variants';
import { FORMAT_EXTENSION, SIGNATURE_BYTES, type DetectedFormat } from '../../media/signatures';
import { contentTypeOf } from '../../media/storage/content-types';
import type { MediaStorage, MediaStorages } from '../../media/storage/media-storage';
import { putFile, withScratchFolder } from '../../media/storage/stored-files';
import type { MediaUrls } from '../../media/urls';
import { checkContent, isDecodedToCheck, unreadable } from './content-check';
import { openUploadBody, TooLarge, type UploadBody } from './upload-body';
import {
  acceptedFormat,
  tooLargeMessage,
  typeNotAllowedMessage,
  UPLOAD_FOLDERS,
  UPLOAD_LIMIT_BYTES,
} from './upload-rules';

export interface IncomingFile {
  stream: Readable;
  mimeType: string;
  fileName: string;
  /** True once the multipart parser cut the file at the size limit. */
  truncated(): boolean;
}

/** Where what goes wrong beside an upload is reported: copies not made, files not removed after a failure. */
export interface UploadLog {
  warn(details: object, message: string): void;
}

/** The files an upload has put so far, removed again when it fails after. */
class PutSoFar {
  private readonly files: { storage: MediaStorage; key: string }[] = [];

  constructor(private readonly log?: UploadLog) {}

  add(storage: MediaStorage, ...keys: string[]): void {
    for (const key of keys) this.files.push({ storage, key });
  }

  async removeAll(): Promise<void> {
    await Promise.all(
      this.files.map(({ storage, key }) =>
        storage
          .delete(key)
          .catch((err: unknown) =>
            this.log?.warn({ path: key, err }, 'a file of a failed upload could not be removed from storage'),
          ),
      ),
    );
  }
}

/** The upload's own refusals as answers: 413 past the limit (ours or the multipart parser's). */
function answerOf(kind: UploadKind, error: unknown): unknown {
  if (error instanceof TooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, tooLargeMessage(kind));
  }
  return error;
}

/**
 * Checks the declared type and the first bytes against the accepted formats, then stores the file under
 * a generated name while counting its size. Files whose content is decoded to check it (pictures, MP3
 * and WAV episodes) and track audio go to a scratch file of this machine first and reach the storage
 * only once checked; videos and M4A episodes, checked by their signature only, stream straight to the
 * storage. Nothing refused stays stored. A picture gets its smaller copies (AVIF, WebP) before the
 * answer, so the address answered is ready to show. Track audio is a master: kept in the private
 * storage, while the address answered is its MP3 listening copy in the public one.
 */
export class UploadService {
  constructor(
    private readonly db: Db,
    private readonly storage: MediaStorages,
    private readonly media: MediaUrls,
    private readonly log?: UploadLog,
  ) {}

  async store(kind: UploadKind, file: IncomingFile, userId: number): Promise<UploadResponse> {
    const declared = file.mimeType.toLowerCase().split(';')[0].trim();
    if (!UPLOAD_RULES[kind].mimeTypes.includes(declared)) throw new HttpError(415, typeNotAllowedMessage(kind));

    const put = new PutSoFar(this.log);
    try {
      const body = await openUploadBody(file.stream, SIGNATURE_BYTES, UPLOAD_LIMIT_BYTES[kind]);
      const format = acceptedFormat(kind, body.head, declared);
      if (!format) throw new HttpError(415, typeNotAllowedMessage(kind));
      const relative = `${UPLOAD_FOLDERS[kind]}/${randomUUID()}.${FORMAT_EXTENSION[format]}`;
      const served =
        kind === 'audio' || isDecodedToCheck(kind, format)
          ? await withScratchFolder((folder) => this.storeChecked(kind, format, relative, body, file, folder, put))
          : await this.storeStreamed(relative, body, file, put);
      const size = body.size();
      await this.db
        .insertInto('uploads')
        .values({
          user_id: userId,
          kind,
          path: served,
          original_name: file.fileName.slice(0, 255),
          mime_type: declared,
          size_bytes: size,
          created_at: nowIso(),
        })
        .execute();
      return { url: this.media.url(served) ?? served, path: served, mimeType: declared, size };
    } catch (error) {
      // The rest of the body is not read: the route closes the connection instead.
      file.stream.destroy();
      await put.removeAll();
      throw answerOf(kind, error);
    }
  }

  /** Received whole into `folder`, checked, then stored: what it is served as under /uploads. */
  private async storeChecked(
    kind: UploadKind,
    format: DetectedFormat,
    relative: string,
    body: UploadBody,
    file: IncomingFile,
    folder: string,
    put: PutSoFar,
  ): Promise<string> {
    const received = path.join(folder, path.basename(relative));
    await pipeline(body.bytes, createWriteStream(received));
    if (file.truncated()) throw new TooLarge();
    await checkContent(kind, format, received);
    if (kind === 'audio') return this.storeTrackAudio(relative, received, put);
    await putFile(this.storage.public, relative, received);
    put.add(this.storage.public, relative);
    if (hasImageVariants(relative)) await this.putVariants(relative, await readFile(received), put);
    return relative;
  }

  /** Streamed to the public storage as it arrives: a refused or broken body leaves nothing there. */
  private async storeStreamed(relative: string, body: UploadBody, file: IncomingFile, put: PutSoFar): Promise<string> {
    await this.storage.public.put(relative, body.bytes, { contentType: contentTypeOf(relative) });
    put.add(this.storage.public, relative);
    if (file.truncated()) throw new TooLarge();
    return relative;
  }

  /** The master in the private storage, its listening copy (which decodes it whole) in the public one. */
  private async storeTrackAudio(master: string, received: string, put: PutSoFar): Promise<string> {
    await putFile(this.storage.private, master, received);
    put.add(this.storage.private, master);
    const stream = streamPathOf(master);
    put.add(this.storage.public, stream);
    try {
      await makeListeningCopy(this.storage, stream, master);
    } catch (error) {
      if (error instanceof UndecodableAudio) throw unreadable('audio');
      throw error;
    }
    await new AudioMasters(this.db).register(stream, master);
    return stream;
  }

  private async putVariants(relative: string, picture: Buffer, put: PutSoFar): Promise<void> {
    put.add(this.storage.public, ...imageVariantKeys(relative));
    try {
      await writeImageVariants(this.storage.public, relative, picture);
    } catch (error) {
      // Browsers then show the original (the web falls back to it when a copy is missing).
      this.log?.warn({ path: relative, err: error }, 'smaller copies of an uploaded picture could not be made');
    }
  }
}
