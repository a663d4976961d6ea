import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hasImageVariants, type UploadResponse } from '@kora/shared/contracts';
import { UPLOAD_RULES, type UploadKind } from '@kora/shared/validation';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import { HttpError } from '../../http/errors';
import { AudioMasters } from '../../media/audio/masters';
import { UndecodableAudio } from '../../media/audio/pcm';
import { streamPathOf, writeStreamRendition } from '../../media/audio/renditions';
import { writeImageVariants } from '../../media/images/variants';
import { FORMAT_EXTENSION, SIGNATURE_BYTES, type DetectedFormat } from '../../media/signatures';
import type { MediaUrls } from '../../media/urls';
import {
  acceptedFormat,
  tooLargeMessage,
  typeNotAllowedMessage,
  UPLOAD_FOLDERS,
  UPLOAD_LIMIT_BYTES,
} from './upload-rules';
import { checkContent, unreadable } from './content-check';

export interface IncomingFile {
  stream: Readable;
  mimeType: string;
  fileName: string;
  /** True once the multipart parser cut the file at the size limit. */
  truncated(): boolean;
}

/** Where a picture whose smaller copies could not be made is reported (the upload itself stands). */
export interface UploadLog {
  warn(details: object, message: string): void;
}

class SignatureMismatch extends Error {}
class TooLarge extends Error {}

/**
 * Checks the declared type, then streams the file to a generated name while checking its first
 * bytes against the accepted formats and counting its size, then checks that it decodes as that
 * format; rejected files are removed. A picture gets its smaller copies (AVIF, WebP) before the answer,
 * so the address answered is ready to show. Track audio is a master: kept in the masters folder, out of
 * /uploads, while the address answered is its MP3 listening copy.
 */
export class UploadService {
  constructor(
    private readonly db: Db,
    private readonly uploadsDir: string,
    private readonly media: MediaUrls,
    private readonly log?: UploadLog,
    private readonly mastersDir = path.join(path.dirname(uploadsDir), 'masters'),
  ) {}

  async store(kind: UploadKind, file: IncomingFile, userId: number): Promise<UploadResponse> {
    const declared = file.mimeType.toLowerCase().split(';')[0].trim();
    if (!UPLOAD_RULES[kind].mimeTypes.includes(declared)) throw new HttpError(415, typeNotAllowedMessage(kind));

    const limit = UPLOAD_LIMIT_BYTES[kind];
    const root = kind === 'audio' ? this.mastersDir : this.uploadsDir;
    const folder = path.join(root, UPLOAD_FOLDERS[kind]);
    await mkdir(folder, { recursive: true });
    const id = randomUUID();
    const temporary = path.join(folder, `.${id}.part`);
    let head = Buffer.alloc(0);
    let format: DetectedFormat | null = null;
    let size = 0;

    const inspect = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > limit) return callback(new TooLarge());
        if (format === null && head.length < SIGNATURE_BYTES) {
          head = Buffer.concat([head, chunk]).subarray(0, SIGNATURE_BYTES);
          if (head.length >= SIGNATURE_BYTES) {
            format = acceptedFormat(kind, head, declared);
            if (!format) return callback(new SignatureMismatch());
          }
        }
        callback(null, chunk);
      },
      flush(callback) {
        if (format === null) {
          format = acceptedFormat(kind, head, declared);
          if (!format) return callback(new SignatureMismatch());
        }
        callback();
      },
    });

    try {
      await pipeline(file.stream, inspect, createWriteStream(temporary));
      if (file.truncated()) throw new TooLarge();
    } catch (error) {
      // The rest of the body is not read: the route closes the connection instead.
      await rm(temporary, { force: true });
      if (error instanceof TooLarge || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, tooLargeMessage(kind));
      }
      if (error instanceof SignatureMismatch) throw new HttpError(415, typeNotAllowedMessage(kind));
      throw error;
    }

    const detected = format as DetectedFormat | null;
    if (!detected) {
      await rm(temporary, { force: true });
      throw new HttpError(415, typeNotAllowedMessage(kind));
    }
    const relative = `${UPLOAD_FOLDERS[kind]}/${id}.${FORMAT_EXTENSION[detected]}`;
    const stored = path.join(root, relative);
    await rename(temporary, stored);
    const served = await this.publish(kind, detected, relative, stored).catch(async (error: unknown) => {
      await rm(stored, { force: true });
      throw error;
    });
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
  }

  /** Checks the stored file decodes, makes what is served of it and answers its path under /uploads. */
  private async publish(kind: UploadKind, format: DetectedFormat, relative: string, stored: string): Promise<string> {
    await checkContent(kind, format, stored);
    if (kind === 'audio') {
      const stream = streamPathOf(relative);
      try {
        await writeStreamRendition(stored, path.join(this.uploadsDir, stream));
      } catch (error) {
        if (error instanceof UndecodableAudio) throw unreadable(kind);
        throw error;
      }
      await new AudioMasters(this.db).register(stream, relative);
      return stream;
    }
    if (hasImageVariants(relative)) await this.writeVariants(relative);
    return relative;
  }

  private async writeVariants(relative: string): Promise<void> {
    try {
      await writeImageVariants(path.join(this.uploadsDir, relative));
    } catch (error) {
      // Browsers then show the original (the web falls back to it when a copy is missing).
      this.log?.warn({ path: relative, err: error }, 'smaller copies of an uploaded picture could not be made');
    }
  }
}
