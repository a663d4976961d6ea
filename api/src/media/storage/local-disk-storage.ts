import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from './content-types';
import { CountedBody } from './counted-body';
import {
  checkedKey,
  rangeWithin,
  urlUnder,
  type MediaArea,
  type MediaStorage,
  type PutOptions,
  type RangeRequest,
  type StoredFile,
  type StoredFileInfo,
} from './media-storage';

export interface LocalDiskOptions {
  /** The folder of the area: UPLOADS_DIR for the public one, MASTERS_DIR for the private one. */
  root: string;
  area: MediaArea;
  /** Base of public URLs, ending with a slash (public area only). */
  publicBase?: string;
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as { code?: string }).code ?? '');

/**
 * An area in a folder of this machine, as Kora has always kept its media. A file is written under a
 * hidden temporary name beside its place, then renamed: other readers (other processes too) see the
 * whole file or none. The type of a file is told by its extension.
 */
export class LocalDiskStorage implements MediaStorage {
  readonly area: MediaArea;
  private readonly root: string;
  private readonly publicBase: string | null;

  constructor(options: LocalDiskOptions) {
    this.area = options.area;
    this.root = path.resolve(options.root);
    this.publicBase = options.area === 'public' ? (options.publicBase ?? null) : null;
  }

  private fileOf(key: string): string {
    return path.join(this.root, ...checkedKey(key).split('/'));
  }

  async put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = path.join(path.dirname(file), `.${randomUUID()}.part`);
    const counted = new CountedBody(options.contentLength);
    try {
      await pipeline(body, counted, createWriteStream(temporary));
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { size: counted.bytes };
  }

  async get(key: string, options: { range?: RangeRequest } = {}): Promise<StoredFile | null> {
    const file = this.fileOf(key);
    const info = await stat(file).catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error)));
    if (!info?.isFile()) return null;
    const contentType = contentTypeOf(key);
    if (!options.range) return { body: createReadStream(file), size: info.size, contentType };
    const contentRange = rangeWithin(options.range, info.size);
    return { body: createReadStream(file, contentRange), size: info.size, contentType, contentRange };
  }

  async head(key: string): Promise<StoredFileInfo | null> {
    const info = await stat(this.fileOf(key)).catch((error: unknown) =>
      isMissing(error) ? null : Promise.reject(error),
    );
    if (!info?.isFile()) return null;
    return { size: info.size, contentType: contentTypeOf(key), lastModified: info.mtime };
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  publicUrl(key: string): string | null {
    return this.publicBase === null ? null : urlUnder(this.publicBase, checkedKey(key));
  }

  async signedUrl(key: string): Promise<string | null> {
    checkedKey(key);
    return null;
  }

  async *list(prefix: string): AsyncIterable<string> {
    // Only the folders the prefix can lie in are read: `audio/de` → the `audio` folder.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    if (folder !== '') checkedKey(folder);
    const names = await readdir(path.join(this.root, folder), { recursive: true, withFileTypes: true }).catch(
      (error: unknown) => (isMissing(error) ? [] : Promise.reject(error)),
    );
    for (const entry of names) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      // Hidden names are files being written (or the system's), never media.
      if (key.startsWith(prefix) && key.split('/').every((part) => !part.startsWith('.'))) yield key;
    }
  }
}
