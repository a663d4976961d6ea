import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_ATTACHMENT_NAME_MAX } from '@kora/shared/contracts';
import { HttpError } from '../../http/errors';
import { SIGNATURE_BYTES } from '../../media/signatures';
import type { IncomingFile } from '../media/upload-service';
import { tooLargeMessage } from '../media/upload-rules';
import {
  ATTACHMENT_EXTENSION,
  ATTACHMENT_TYPE,
  ATTACHMENT_TYPE_REFUSED,
  attachmentFormat,
  checkAttachment,
  type AttachmentFormat,
} from './attachment-format';

/** Support attachments live here, under the private folder: never served as they are. */
export const ATTACHMENT_FOLDER = 'support';

export interface StoredAttachment {
  /** Relative to the private folder. */
  file: string;
  name: string;
  type: (typeof ATTACHMENT_TYPE)[AttachmentFormat];
  size: number;
}

class NotAccepted extends Error {}
class TooLarge extends Error {}

/**
 * "Capture d'écran 12/06.PNG" → "Capture d_écran 12_06.png": letters, digits, spaces, dots, dashes and
 * underscores only, ending with the extension of what the content is.
 */
export function safeAttachmentName(sent: string, format: AttachmentFormat): string {
  const extension = ATTACHMENT_EXTENSION[format];
  const base = path
    .basename(sent.replace(/\\/g, '/'))
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '')
    .slice(0, SUPPORT_ATTACHMENT_NAME_MAX - extension.length - 1);
  return `${base || 'piece-jointe'}.${extension}`;
}

/**
 * Streams the file into the private folder while reading its first bytes and counting its size: stops
 * at the first bytes that are none of the accepted formats (415) or past the limit (413), then checks
 * the whole file decodes (422). Whatever is refused is removed.
 */
export async function storeAttachment(privateDir: string, incoming: IncomingFile): Promise<StoredAttachment> {
  const folder = path.join(privateDir, ATTACHMENT_FOLDER);
  await mkdir(folder, { recursive: true });
  const id = randomUUID();
  const temporary = path.join(folder, `.${id}.part`);
  let head = Buffer.alloc(0);
  let format: AttachmentFormat | null = null;
  let size = 0;

  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > SUPPORT_ATTACHMENT_MAX_BYTES) return callback(new TooLarge());
      if (format === null && head.length < SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk]).subarray(0, SIGNATURE_BYTES);
        if (head.length >= SIGNATURE_BYTES && !(format = attachmentFormat(head))) return callback(new NotAccepted());
      }
      callback(null, chunk);
    },
    flush(callback) {
      if (format === null && !(format = attachmentFormat(head))) return callback(new NotAccepted());
      callback();
    },
  });

  try {
    await pipeline(incoming.stream, inspect, createWriteStream(temporary));
    if (incoming.truncated()) throw new TooLarge();
  } catch (error) {
    await rm(temporary, { force: true });
    if (error instanceof TooLarge) throw new HttpError(413, tooLargeMessage('image'));
    if (error instanceof NotAccepted) throw new HttpError(415, ATTACHMENT_TYPE_REFUSED);
    throw error;
  }
  const detected = format as AttachmentFormat | null;
  if (!detected) {
    await rm(temporary, { force: true });
    throw new HttpError(415, ATTACHMENT_TYPE_REFUSED);
  }
  try {
    await checkAttachment(detected, temporary);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const file = `${ATTACHMENT_FOLDER}/${id}.${ATTACHMENT_EXTENSION[detected]}`;
  await rename(temporary, path.join(privateDir, file));
  return { file, name: safeAttachmentName(incoming.fileName, detected), type: ATTACHMENT_TYPE[detected], size };
}
