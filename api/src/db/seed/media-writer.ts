import path from 'node:path';
import { mp3DownloadPathOf, streamPathOf } from '../../media/audio/renditions';
import { renderArtwork } from '../../media/generate/artwork';
import { composeTune } from '../../media/generate/music';
import { renderClip } from '../../media/generate/video';
import { encodeWav } from '../../media/generate/wav';
import type { MediaArea, MediaStorage, MediaStorages } from '../../media/storage/media-storage';
import { putBytes } from '../../media/storage/stored-files';

/** Folders (keys of the public storage) that only hold generated demo media; a reset empties them. */
export const DEMO_MEDIA_FOLDERS = [
  'images/demo',
  'audio/demo',
  'images/banners/demo',
  'articles/demo',
  'partners/demo',
  'videos/demo',
];

/** The demo masters, and the MP3 320 made of them for buyers, in the private storage. */
const DEMO_PRIVATE_FOLDERS = ['audio/demo', path.posix.dirname(mp3DownloadPathOf('audio/demo/track.wav'))];

/**
 * Files sent to storage at once: enough to keep a bucket busy while the next file is made, few enough
 * that the files made and not yet stored stay a handful.
 */
const PUTS_AT_ONCE = 4;

/** A demo track: its public listening copy and its private master. */
export interface DemoTrackAudio {
  stream: string;
  master: string;
}

/**
 * Produces demo media paths and, given storages, the files behind them: PNG artwork, WAV music and
 * MP4 video clips, each made when its turn to be stored comes (a few at a time), so the seed goes on
 * writing rows meanwhile; `flush` waits for them all. The artwork's smaller copies (AVIF, WebP) and the
 * tracks' listening copies are made by the API once it runs (`backfillImageVariants`,
 * `backfillStreamCopies`), so a seed stays quick. Without storages (fast tests) the paths are still
 * returned, so rows look the same.
 */
export class DemoMediaWriter {
  written = 0;
  private readonly running = new Set<Promise<void>>();
  private readonly waiting: (() => Promise<void>)[] = [];
  private failure: { error: unknown } | null = null;

  constructor(private readonly storage: MediaStorages | null) {}

  /** Stores what `make` gives under `key` of `area` (public unless said), once a put is free; the key. */
  file(key: string, make: () => Buffer | Promise<Buffer>, area: MediaArea = 'public'): string {
    if (!this.storage) return key;
    if (this.failure) throw this.failure.error;
    const storage = this.storage[area];
    this.waiting.push(async () => {
      await putBytes(storage, key, await make());
      this.written += 1;
    });
    this.startWaiting();
    return key;
  }

  private startWaiting(): void {
    if (this.failure) this.waiting.length = 0;
    while (this.running.size < PUTS_AT_ONCE && this.waiting.length > 0) {
      const put = this.waiting.shift()!;
      const run: Promise<void> = put()
        .catch((error: unknown) => {
          this.failure ??= { error };
        })
        .finally(() => {
          this.running.delete(run);
          this.startWaiting();
        });
      this.running.add(run);
    }
  }

  /** Waits until every file asked for is stored; throws the first failure. */
  async flush(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
    if (this.failure) throw this.failure.error;
  }

  image(relative: string, seed: number, width: number, height: number): string {
    return this.file(relative, () => renderArtwork({ seed, width, height }));
  }

  music(relative: string, seed: number, seconds: number, style: 'band' | 'ambient' | 'jingle' = 'band'): string {
    return this.file(relative, () => {
      const { samples, sampleRate } = composeTune({ seed, seconds, style });
      return encodeWav(samples, sampleRate);
    });
  }

  /**
   * A track sold on the demo: its WAV master goes to the private storage. Its MP3 listening copy in the
   * public storage is made by the API once it runs (`backfillStreamCopies`), so a seed stays quick.
   */
  track(master: string, seed: number, seconds: number): DemoTrackAudio {
    this.file(
      master,
      () => {
        const { samples, sampleRate } = composeTune({ seed, seconds, style: 'band' });
        return encodeWav(samples, sampleRate);
      },
      'private',
    );
    return { stream: streamPathOf(master), master };
  }

  /** A silent clip animating the artwork of `seed` (the same seed as its thumbnail gives the same picture). */
  video(relative: string, seed: number, seconds: number): string {
    return this.file(relative, () => renderClip({ seed, seconds }));
  }

  /** Removes every demo file: the generated media, the copies made of them, the masters' MP3 320. */
  static async removeAll(storage: MediaStorages): Promise<void> {
    const folders: [MediaStorage, string][] = [
      ...DEMO_MEDIA_FOLDERS.map((folder): [MediaStorage, string] => [storage.public, folder]),
      ...DEMO_PRIVATE_FOLDERS.map((folder): [MediaStorage, string] => [storage.private, folder]),
    ];
    for (const [area, folder] of folders) {
      const keys: string[] = [];
      for await (const key of area.list(`${folder}/`)) keys.push(key);
      for (let start = 0; start < keys.length; start += PUTS_AT_ONCE) {
        await Promise.all(keys.slice(start, start + PUTS_AT_ONCE).map((key) => area.delete(key)));
      }
    }
  }
}
