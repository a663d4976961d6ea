import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_ATTACHMENT_NAME_MAX } from '@kora/shared/contracts';
import { HttpError } from '../../http/errors';
import { SIGNATURE_BYTES } from '../../media/signatures';
import type { MediaStorage } from '../../media/storage/media-storage';
import { withScratchFolder } from '../../media/storage/stored-files';
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

/** Support attachments live under this prefix of the private storage: never served as they are. */
export const ATTACHMENT_FOLDER = 'support';

export interface StoredAttachment {
  /** Its key in the private storage. */
  file: string;
  name: string;
  type: (typeof ATTACHMENT_TYPE)[AttachmentFormat];
  size: number;
}

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

/** The first chunks of `source`, at least `bytes` of them unless it ends before. */
async function firstChunks(
  source: AsyncIterator<Buffer>,
  bytes: number,
): Promise<{ chunks: Buffer[]; ended: boolean }> {
  const chunks: Buffer[] = [];
  for (let held = 0; held < bytes;) {
    const next = await source.next();
    if (next.done) return { chunks, ended: true };
    chunks.push(next.value);
    held += next.value.length;
  }
  return { chunks, ended: false };
}

/**
 * Streams the file into the private storage, its type told from its first bytes before anything is
 * stored (415 for none of the accepted formats) and its size counted on the way (413 past the limit),
 * then checks the whole file decodes (422) on a copy written on this machine as it passed. A put that
 * fails leaves nothing in storage; a file that does not decode is removed.
 */
export async function storeAttachment(storage: MediaStorage, incoming: IncomingFile): Promise<StoredAttachment> {
  const source = (incoming.stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const { chunks, ended } = await firstChunks(source, SIGNATURE_BYTES);
  const format = attachmentFormat(Buffer.concat(chunks).subarray(0, SIGNATURE_BYTES));
  if (!format) {
    await source.return?.();
    throw new HttpError(415, ATTACHMENT_TYPE_REFUSED);
  }
  const file = `${ATTACHMENT_FOLDER}/${randomUUID()}.${ATTACHMENT_EXTENSION[format]}`;

  return withScratchFolder(async (folder) => {
    const copy = path.join(folder, `attachment.${ATTACHMENT_EXTENSION[format]}`);
    const local = await open(copy, 'w');
    let size = 0;
    async function* checked(): AsyncGenerator<Buffer> {
      const pass = async (chunk: Buffer) => {
        size += chunk.length;
        if (size > SUPPORT_ATTACHMENT_MAX_BYTES) throw new TooLarge();
        await local.write(chunk);
        return chunk;
      };
      try {
        for (const chunk of chunks) yield await pass(chunk);
        if (!ended) {
          for (let next = await source.next(); !next.done; next = await source.next()) yield await pass(next.value);
        }
        if (incoming.truncated()) throw new TooLarge();
      } finally {
        await source.return?.();
      }
    }

    try {
      await storage.put(file, Readable.from(checked()), { contentType: ATTACHMENT_TYPE[format] });
    } catch (error) {
      if (error instanceof TooLarge) throw new HttpError(413, tooLargeMessage('image'));
      throw error;
    } finally {
      await local.close();
    }
    try {
      await checkAttachment(format, copy);
    } catch (error) {
      await storage.delete(file);
      throw error;
    }
    return { file, name: safeAttachmentName(incoming.fileName, format), type: ATTACHMENT_TYPE[format], size };
  });
}
