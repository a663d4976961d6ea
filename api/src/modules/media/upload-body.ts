import { Readable } from 'node:stream';

/** The file went past its kind's size limit. */
export class TooLarge extends Error {}

/** The bytes of an upload as they arrive: its first bytes read ahead, its size counted against its limit. */
export interface UploadBody {
  /** The first bytes asked for, fewer when the file is shorter: enough to tell its format. */
  head: Buffer;
  /** Every byte of the file, the first ones included; fails with TooLarge once past the limit. */
  bytes: Readable;
  /** The bytes `bytes` has given so far. */
  size(): number;
}

/**
 * Reads the first `headBytes` of `file` and gives them back with the rest, so the format is known (and
 * where the file goes decided) before any byte is stored. Only the part of the file being passed on is
 * held, whatever its size.
 */
export async function openUploadBody(file: Readable, headBytes: number, limit: number): Promise<UploadBody> {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const taken: Buffer[] = [];
  let ended = false;
  for (let read = 0; !ended && read < headBytes;) {
    const next = await chunks.next();
    if (next.done) ended = true;
    else {
      taken.push(next.value);
      read += next.value.length;
    }
  }

  let size = 0;
  const counted = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) throw new TooLarge();
    return chunk;
  };
  async function* all(): AsyncGenerator<Buffer> {
    try {
      for (const chunk of taken) yield counted(chunk);
      while (!ended) {
        const next = await chunks.next();
        if (next.done) ended = true;
        else yield counted(next.value);
      }
    } finally {
      // Stopped early (refused, or the storage failed): the file's stream is let go of.
      if (!ended) await chunks.return?.();
    }
  }
  return {
    head: Buffer.concat(taken).subarray(0, headBytes),
    bytes: Readable.from(all(), { objectMode: false }),
    size: () => size,
  };
}
