import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { fingerprintOf, holdsSameBytes } from './content-fingerprint';
import { PART_SIZE } from './s3-storage';

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest();

/** `bytes` in chunks of an odd size, so that chunks straddle the parts' edges. */
const streamed = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes.length; offset += 100_003) yield bytes.subarray(offset, offset + 100_003);
    })(),
  );

describe('the fingerprint of a file', () => {
  it('gives the ETags S3 computes: the MD5 of a file sent whole, the MD5 of its parts’ MD5s past one part', async () => {
    const bytes = Buffer.alloc(2 * PART_SIZE + 5);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7919) % 251;
    const parts = [0, 1, 2].map((n) => md5(bytes.subarray(n * PART_SIZE, (n + 1) * PART_SIZE)));

    const fingerprint = await fingerprintOf(streamed(bytes));

    expect(fingerprint).toEqual({
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      md5: md5(bytes).toString('hex'),
      multipartEtag: `${md5(Buffer.concat(parts)).toString('hex')}-3`,
    });
    const onePart = await fingerprintOf(streamed(bytes.subarray(0, PART_SIZE)));
    expect(onePart.multipartEtag).toBeNull();
  });

  it('tells the same bytes by size and SHA-256 or ETag, never by size alone', async () => {
    const fingerprint = await fingerprintOf(Readable.from([Buffer.from('master 1')]));
    const base = { size: 8, contentType: 'audio/wav' };

    expect(holdsSameBytes({ ...base, sha256: fingerprint.sha256 }, fingerprint)).toBe(true);
    expect(holdsSameBytes({ ...base, etag: `"${fingerprint.md5}"` }, fingerprint)).toBe(true);
    expect(holdsSameBytes(base, fingerprint)).toBe(false);
    expect(holdsSameBytes({ ...base, etag: '"0123456789abcdef0123456789abcdef"' }, fingerprint)).toBe(false);
    expect(holdsSameBytes({ ...base, size: 9, sha256: fingerprint.sha256 }, fingerprint)).toBe(false);
  });
});
