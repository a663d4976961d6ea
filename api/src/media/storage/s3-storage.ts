import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { CountedBody } from './counted-body';
import {
  checkedKey,
  checkedRange,
  RangeNotSatisfiable,
  urlUnder,
  type MediaArea,
  type MediaStorage,
  type PutOptions,
  type RangeRequest,
  type StoredFile,
  type StoredFileInfo,
} from './media-storage';

/**
 * Bodies past one part go up in parts of this size (S3's smallest), PARTS_AT_ONCE at a time. More at once
 * would go faster to a distant bucket but hold more per upload, and a machine takes many uploads at once.
 */
export const PART_SIZE = 5 * 1024 * 1024;
export const PARTS_AT_ONCE = 2;
/** The most a put holds in memory, whatever the size of the file: the parts being sent and the one being filled. */
export const MOST_HELD_BY_A_PUT = (PARTS_AT_ONCE + 1) * PART_SIZE;

/** What browsers and a CDN may keep of a file, as /uploads has always said for the public area. */
const CACHE_CONTROL: Readonly<Record<MediaArea, string>> = {
  public: 'public, max-age=86400',
  private: 'private, no-store',
};

export interface S3AreaOptions {
  client: S3Client;
  bucket: string;
  /** Where the area's keys start in the bucket: `public/` or `private/`. */
  prefix: string;
  area: MediaArea;
  /** Base of public URLs, ending with a slash (public area only). */
  publicBase?: string;
}

interface S3Failure {
  name?: string;
  ActualObjectSize?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (error: unknown) => (error as S3Failure).$metadata?.httpStatusCode;

/** "bytes 0-9/100" → the range and the whole size. */
function parseContentRange(header: string): { start: number; end: number; size: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim());
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}

/**
 * An area under a prefix of an S3 bucket (AWS, R2, Scaleway, OVH, Garage, MinIO…). A put streams the
 * body: one request up to PART_SIZE, a multipart upload past it, which S3 shows under its key only once
 * completed, and aborts when the body breaks.
 */
export class S3Storage implements MediaStorage {
  readonly area: MediaArea;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly publicBase: string | null;

  constructor(options: S3AreaOptions) {
    this.area = options.area;
    this.client = options.client;
    this.bucket = options.bucket;
    this.prefix = options.prefix;
    this.publicBase = options.area === 'public' ? (options.publicBase ?? null) : null;
  }

  private objectKey(key: string): string {
    return this.prefix + checkedKey(key);
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }> {
    const objectKey = this.objectKey(key);
    const counted = new CountedBody(options.contentLength);
    let broken: unknown;
    pipeline(body, counted, (error) => {
      if (error) broken ??= error;
    });
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: objectKey,
        Body: counted,
        ContentType: options.contentType,
        CacheControl: CACHE_CONTROL[this.area],
        Metadata: options.sha256 ? { sha256: options.sha256 } : undefined,
      },
      partSize: PART_SIZE,
      queueSize: PARTS_AT_ONCE,
    });
    try {
      await upload.done();
    } catch (error) {
      counted.destroy();
      // The body's own failure says more than what aborting the upload then ran into.
      throw broken ?? error;
    }
    return { size: counted.bytes };
  }

  async get(key: string, options: { range?: RangeRequest } = {}): Promise<StoredFile | null> {
    const range = options.range && checkedRange(options.range);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      const body = answer.Body as Readable;
      const contentType = answer.ContentType ?? 'application/octet-stream';
      const sent = answer.ContentRange ? parseContentRange(answer.ContentRange) : null;
      if (!range) return { body, size: answer.ContentLength ?? 0, contentType };
      if (!sent) throw new Error(`no Content-Range answered for a range of ${key}`);
      return { body, size: sent.size, contentType, contentRange: { start: sent.start, end: sent.end } };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      if (statusOf(error) === 416) {
        const size = Number((error as S3Failure).ActualObjectSize ?? NaN);
        throw new RangeNotSatisfiable(Number.isFinite(size) ? size : ((await this.head(key))?.size ?? 0));
      }
      throw error;
    }
  }

  async head(key: string): Promise<StoredFileInfo | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return {
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
        etag: answer.ETag,
        lastModified: answer.LastModified,
        sha256: answer.Metadata?.sha256,
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  publicUrl(key: string): string | null {
    return this.publicBase === null ? null : urlUnder(this.publicBase, checkedKey(key));
  }

  signedUrl(key: string, seconds: number): Promise<string | null> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }), {
      expiresIn: seconds,
    });
  }

  async *list(prefix: string): AsyncIterable<string> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: this.prefix + prefix });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (object.Key?.startsWith(this.prefix)) yield object.Key.slice(this.prefix.length);
      }
    }
  }
}
