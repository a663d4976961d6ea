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
 * bytes against the accepted formats and counting its size; rejected files are removed. A picture gets
 * its smaller copies (AVIF, WebP) before the answer, so the address answered is ready to show.
 */
export class UploadService {
  constructor(
    private readonly db: Db,
    private readonly uploadsDir: string,
    private readonly media: MediaUrls,
    private readonly log?: UploadLog,
  ) {}

  async store(kind: UploadKind, file: IncomingFile, userId: number): Promise<UploadResponse> {
    const declared = file.mimeType.toLowerCase().split(';')[0].trim();
    if (!UPLOAD_RULES[kind].mimeTypes.includes(declared)) throw new HttpError(415, typeNotAllowedMessage(kind));

    const limit = UPLOAD_LIMIT_BYTES[kind];
    const folder = path.join(this.uploadsDir, UPLOAD_FOLDERS[kind]);
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
      await rm(temporary, { force: true });
      file.stream.resume();
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
    await rename(temporary, path.join(this.uploadsDir, relative));
    if (hasImageVariants(relative)) await this.writeVariants(relative);
    await this.db
      .insertInto('uploads')
      .values({
        user_id: userId,
        kind,
        path: relative,
        original_name: file.fileName.slice(0, 255),
        mime_type: declared,
        size_bytes: size,
        created_at: nowIso(),
      })
      .execute();
    return { url: this.media.url(relative) ?? relative, path: relative, mimeType: declared, size };
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
