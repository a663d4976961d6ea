import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

const CHUNK = 64 * 1024;

export interface GeneratedBody {
  stream: Readable;
  /** Bytes taken from the stream so far. */
  given(): number;
  /** The SHA-256 of the bytes given so far: of the whole body once it has been read to its end. */
  sha256(): string;
}

/**
 * `size` random bytes made chunk by chunk as they are read, never held whole; with `breakAt`, the stream
 * fails with `error` once it has given that many bytes.
 */
export function generatedBody(size: number, options: { breakAt?: number; error?: Error } = {}): GeneratedBody {
  const hash = createHash('sha256');
  let given = 0;
  const stream = new Readable({
    read() {
      if (options.breakAt !== undefined && given >= options.breakAt) {
        this.destroy(options.error ?? new Error('the body broke'));
        return;
      }
      if (given >= size) {
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(CHUNK, size - given));
      hash.update(chunk);
      given += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, given: () => given, sha256: () => hash.copy().digest('hex') };
}

export async function textOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}
