import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { streamPathOf } from '../../media/audio/renditions';
import { renderArtwork } from '../../media/generate/artwork';
import { composeTune } from '../../media/generate/music';
import { renderClip } from '../../media/generate/video';
import { encodeWav } from '../../media/generate/wav';

/** Folders (under uploads) that only hold generated demo media; a reset empties them. */
export const DEMO_MEDIA_FOLDERS = [
  'images/demo',
  'audio/demo',
  'images/banners/demo',
  'articles/demo',
  'partners/demo',
  'videos/demo',
];

/** A demo track: its public listening copy (under uploads) and its private master (under masters). */
export interface DemoTrackAudio {
  stream: string;
  master: string;
}

/**
 * Produces demo media paths and, when enabled, the files behind them: PNG artwork, WAV music and
 * MP4 video clips. The artwork's smaller copies (AVIF, WebP) and the tracks' listening copies are made
 * by the API once it runs (`backfillImageVariants`, `backfillStreamCopies`), so a seed stays quick.
 * With files disabled (fast tests) the paths are still returned, so rows look the same.
 */
export class DemoMediaWriter {
  written = 0;

  constructor(
    private readonly uploadsDir: string,
    private readonly enabled: boolean,
    private readonly mastersDir = path.join(path.dirname(uploadsDir), 'masters'),
  ) {}

  private save(relative: string, contents: Buffer, root = this.uploadsDir): void {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, contents);
    this.written += 1;
  }

  private write(relative: string, contents: () => Buffer): string {
    if (this.enabled) this.save(relative, contents());
    return relative;
  }

  image(relative: string, seed: number, width: number, height: number): string {
    return this.write(relative, () => renderArtwork({ seed, width, height }));
  }

  music(relative: string, seed: number, seconds: number, style: 'band' | 'ambient' | 'jingle' = 'band'): string {
    return this.write(relative, () => {
      const { samples, sampleRate } = composeTune({ seed, seconds, style });
      return encodeWav(samples, sampleRate);
    });
  }

  /**
   * A track sold on the demo: its WAV master goes to the masters folder. Its MP3 listening copy under
   * uploads is made by the API once it runs (`backfillStreamCopies`), so a seed stays quick.
   */
  track(master: string, seed: number, seconds: number): DemoTrackAudio {
    const stream = streamPathOf(master);
    if (this.enabled) {
      const { samples, sampleRate } = composeTune({ seed, seconds, style: 'band' });
      this.save(master, encodeWav(samples, sampleRate), this.mastersDir);
    }
    return { stream, master };
  }

  /** A silent clip animating the artwork of `seed` (the same seed as its thumbnail gives the same picture). */
  async video(relative: string, seed: number, seconds: number): Promise<string> {
    if (this.enabled) this.save(relative, await renderClip({ seed, seconds }));
    return relative;
  }

  static removeAll(uploadsDir: string, mastersDir = path.join(path.dirname(uploadsDir), 'masters')): void {
    for (const folder of DEMO_MEDIA_FOLDERS) rmSync(path.join(uploadsDir, folder), { recursive: true, force: true });
    rmSync(path.join(mastersDir, 'audio/demo'), { recursive: true, force: true });
  }
}
