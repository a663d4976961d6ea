import { createHash, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { StoredFileInfo } from './media-storage';
import { PART_SIZE } from './s3-storage';

/** What tells two copies of a file apart, read in one pass. */
export interface Fingerprint {
  size: number;
  sha256: string;
  /** The ETag S3 gives the file sent in one request: the MD5 of its bytes. */
  md5: string;
  /** The ETag S3 gives it sent in parts of PART_SIZE (past one part): the MD5 of the parts' MD5s, "-", their count. */
  multipartEtag: string | null;
}

export async function fingerprintOf(body: Readable): Promise<Fingerprint> {
  const sha256 = createHash('sha256');
  const md5 = createHash('md5');
  const partDigests: Buffer[] = [];
  let part: Hash = createHash('md5');
  let inPart = 0;
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    sha256.update(chunk);
    md5.update(chunk);
    size += chunk.length;
    for (let offset = 0; offset < chunk.length;) {
      const taken = Math.min(PART_SIZE - inPart, chunk.length - offset);
      part.update(chunk.subarray(offset, offset + taken));
      inPart += taken;
      offset += taken;
      if (inPart === PART_SIZE) {
        partDigests.push(part.digest());
        part = createHash('md5');
        inPart = 0;
      }
    }
  }
  if (inPart > 0) partDigests.push(part.digest());
  const multipartEtag =
    size > PART_SIZE
      ? `${createHash('md5').update(Buffer.concat(partDigests)).digest('hex')}-${partDigests.length}`
      : null;
  return { size, sha256: sha256.digest('hex'), md5: md5.digest('hex'), multipartEtag };
}

/** Whether the stored file's ETag is the MD5 of these bytes, sent whole or in parts; false when it is neither (encrypted with KMS, another server's own). */
export function etagMatches(info: StoredFileInfo, fingerprint: Fingerprint): boolean {
  const etag = info.etag?.replace(/"/g, '').toLowerCase();
  return etag !== undefined && (etag === fingerprint.md5 || etag === fingerprint.multipartEtag);
}

/** Whether the stored file holds these bytes, by its size and the SHA-256 put with it, or its ETag. */
export function holdsSameBytes(info: StoredFileInfo, fingerprint: Fingerprint): boolean {
  return info.size === fingerprint.size && (info.sha256 === fingerprint.sha256 || etagMatches(info, fingerprint));
}
